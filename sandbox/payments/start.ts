import type { SandboxContext } from "../context";
import type { Caller } from "../auth/guard";
import { requireOwner } from "../auth/guard";
import { nowSeconds } from "../db/database";
import { newToken } from "../auth/session";
import { ApiError } from "../http";
import type { CurrencyCode } from "../db/catalog-data";
import { allowedCurrencies, allowedPaymentTypes, findPaymentProvider, fromCurrency, isCryptoNetwork, isCurrency, toCurrency } from "./providers";
import { completePayment, getPayment, paymentItems, type PaymentRow } from "./service";
import { createCryptoInvoice, cryptoView } from "./crypto";
import { amountMessage, amountProblem, isAllowedCurrency } from "../../src/lib/rules/amounts";
import { cardToCharge, chargeRefusal } from "./saved-card";

export interface StartPaymentBody {
  payment_type?: unknown;
  currency?: unknown;
  save_payment_method?: unknown;
  include_balance?: unknown;
  corporate_invoice_include_overdraft?: unknown;
  legalentity_id?: unknown;
  amount?: unknown;
  /** The saved card a `saved_card` payment charges (issue 37 item 6). */
  saved_card_id?: unknown;
}

/** Payment-creation errors are a JSON array of messages (spec §8: the client shows the first). */
const fail = (message: string) => new ApiError(400, [message]);

export const CARD_API_KEY = "pk_sandbox_4f1c2e";

/** POST /my/api/payment/{paymentRef}/: answers {form} | {redirect} | {widget}. */
export function startPayment(ctx: SandboxContext, caller: Caller, payment: PaymentRow, body: StartPaymentBody) {
  const db = ctx.db;
  if (payment.status === "paid") throw fail("This payment has already been made.");
  const provider = findPaymentProvider(body.payment_type);
  const country = caller.account.country;
  if (!provider || !allowedPaymentTypes(country).includes(provider.key)) throw fail("This payment method is not available.");
  // A currency that is sent must be one of spec §9's (an unknown one was once taken as the default).
  if (body.currency !== undefined && body.currency !== null && body.currency !== "" && !isAllowedCurrency(body.currency))
    throw fail(amountMessage("currency", body.currency));
  const currency: CurrencyCode = isCurrency(body.currency) ? body.currency : allowedCurrencies(country)[0]!;
  if (!allowedCurrencies(country).includes(currency)) throw fail(`Payments in ${currency} are not available for your country.`);
  if (provider.currencies && !provider.currencies.includes(currency)) throw fail(`${provider.key} does not accept ${currency}; choose another currency.`);
  const save = body.save_payment_method === true;
  if (save) requireOwner(caller);
  // A saved card pays a top-up (what the payment context offers it for), the owner's own and active.
  const savedCard = provider.kind === "saved_card" ? cardToCharge(db, caller.account.id, body.saved_card_id) : null;
  if (savedCard) {
    requireOwner(caller);
    if (payment.kind !== "balance") throw fail("This payment method is not available.");
  }

  let amountCents = payment.amount_cents;
  if (payment.kind === "balance") {
    const amount = typeof body.amount === "number" ? body.amount : typeof body.amount === "string" ? Number(body.amount) : NaN;
    // Spec §5: a top-up amount must be more than 1 in the currency; at most src/lib/rules/amounts.ts's maximum.
    const problem = amountProblem(amount, currency);
    if (problem) throw fail(amountMessage(problem, currency));
    amountCents = fromCurrency(amount, currency);
    if (provider.kind === "balance") throw fail("The balance cannot be topped up from the balance.");
  }
  let balanceCents = 0;
  if (payment.kind !== "balance" && (body.include_balance === true || provider.kind === "balance")) {
    balanceCents = Math.min(caller.account.balance_cents, amountCents);
    if (provider.kind === "balance" && balanceCents < amountCents) throw fail("Not enough money on the balance.");
  }
  const chargeCents = amountCents - balanceCents;
  if (provider.minAmountEur && chargeCents < provider.minAmountEur * 100 && chargeCents > 0) {
    throw fail(`The minimum amount for this payment method is ${provider.minAmountEur} EUR.`);
  }
  const items = { ...paymentItems(payment), balanceCents };
  db.prepare(
    "UPDATE payments SET provider = ?, currency = ?, amount_cents = ?, charge_cents = ?, save_payment_method = ?, items = ?, updated_at = ? WHERE ref = ?",
  ).run(savedCard ? "card" : provider.key, currency, amountCents, chargeCents, save ? 1 : 0, JSON.stringify(items), nowSeconds(), payment.ref);
  const updated = getPayment(ctx, payment.ref)!;
  const finalAmount = toCurrency(chargeCents, currency);

  if (chargeCents === 0 || provider.kind === "balance") {
    completePayment(ctx, payment.ref);
    return { redirect: `/my/?payment=paid&paymentRef=${payment.ref}`, paymentRef: payment.ref, finalAmount };
  }
  switch (provider.kind) {
    case "saved_card": {
      // Charged without the hosted page; a refusal (the bank wants 3-D Secure) leaves no payment behind.
      const refusal = chargeRefusal(savedCard!);
      if (refusal) throw fail(refusal);
      completePayment(ctx, payment.ref, { reference: `card-${savedCard!.id}` });
      return { redirect: `/my/?payment=paid&paymentRef=${payment.ref}`, paymentRef: payment.ref, finalAmount };
    }
    case "card": {
      const id = `cs_${newToken(14)}`;
      db.prepare("INSERT INTO card_sessions (id, payment_ref, created_at) VALUES (?, ?, ?)").run(id, payment.ref, nowSeconds());
      return {
        widget: { type: "card_session", apiKey: CARD_API_KEY, checkoutSessionId: id, url: `/sandbox/pay/card/${id}/` },
        paymentRef: payment.ref,
        finalAmount,
      };
    }
    case "form":
      return {
        form: {
          action: "/sandbox/pay/gateway/",
          method: "POST",
          fields: { paymentRef: updated.ref, provider: provider.key, amount: finalAmount.toFixed(2), currency, signature: newToken(16) },
        },
        paymentRef: payment.ref,
        finalAmount,
      };
    case "crypto": {
      if (!isCryptoNetwork(provider.key)) throw fail("Unknown network.");
      if (country === "US") throw fail("Crypto payments are not available to US citizens or residents.");
      const invoice = createCryptoInvoice(ctx, updated, provider.key, chargeCents);
      return {
        widget: { type: "crypto", ...cryptoView(invoice, getPayment(ctx, payment.ref)!), statusUrl: `/my/api/payment/${invoice.network}/${invoice.id}/` },
        paymentRef: payment.ref,
        finalAmount,
      };
    }
    case "corporate_invoice": {
      const leId = Number(body.legalentity_id);
      const le = db.prepare("SELECT * FROM legal_entities WHERE id = ? AND account_id = ?").get(leId, caller.account.id) as
        { id: number; verification: string; currency: string; balance_cents: number; overdraft_cents: number } | undefined;
      if (!le) throw fail("Choose a legal entity.");
      if (le.verification !== "verified") throw fail("The legal entity has not been verified yet.");
      const r = db
        .prepare(
          "INSERT INTO corporate_invoices (account_id, legal_entity_id, payment_ref, amount_cents, currency, confirmed, paid, created_at) VALUES (?, ?, ?, ?, ?, 0, 0, ?)",
        )
        .run(caller.account.id, le.id, payment.ref, chargeCents, le.currency, nowSeconds());
      db.prepare("UPDATE payments SET status = 'pending' WHERE ref = ?").run(payment.ref);
      return { redirect: `/my/legalentities/invoices/?selected=${Number(r.lastInsertRowid)}`, paymentRef: payment.ref, finalAmount };
    }
    default:
      throw fail("This payment method is not available.");
  }
}
