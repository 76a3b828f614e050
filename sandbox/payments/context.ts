import type { SandboxContext } from "../context";
import type { Caller } from "../auth/guard";
import { CURRENCIES } from "../db/catalog-data";
import { PAYMENT_PROVIDERS, allowedCurrencies, allowedPaymentTypes, defaultCurrency, eur } from "./providers";
import { ledgerText, type ApiLanguage } from "../i18n";
import { paymentItems, type PaymentRow } from "./service";
import { paymentVat, vatTreatment } from "../../src/lib/vat/vat";
import { LOCATIONS } from "../db/catalog-data";
import { businessCustomer, privateCustomer } from "./vat";
import { chargeableCards } from "./saved-card";

interface LegalEntityRow {
  id: number;
  company: string;
  country: string;
  vat_id: string | null;
  currency: string;
  verification: string;
}

/** GET /my/api/payment/{paymentRef}/: providers with options, amount, regional restrictions, eecProducts. */
export function paymentContext(ctx: SandboxContext, caller: Caller, payment: PaymentRow | null, language: ApiLanguage = "en") {
  const account = caller.account;
  const country = account.country;
  const currencies = allowedCurrencies(country);
  const selectWidget = {
    value: defaultCurrency(country),
    choices: currencies.map((c) => ({ value: c, label: CURRENCIES.find((x) => x.short === c)!.name })),
  };
  const isTopUp = !payment || payment.kind === "balance";
  const day = new Date().toISOString().slice(0, 10);
  const legalEntities = (
    ctx.db
      .prepare("SELECT id, company, country, vat_id, currency, verification FROM legal_entities WHERE account_id = ? AND verification = 'verified'")
      .all(account.id) as unknown as LegalEntityRow[]
  ).map((le) => ({
    pk: le.id,
    // The company's name and the VAT rate it pays (issue 19: the page named it "#1 (EUR)"); none on a top-up (decision 162).
    name: le.company,
    vat_rate: isTopUp ? 0 : vatTreatment(businessCustomer(le), day).rate,
    currency_select_widget: { value: le.currency, choices: [{ value: le.currency, label: le.currency }] },
  }));
  // The owner's saved cards pay a top-up without the card page (issue 37 item 6); nothing else, nobody else.
  const savedCards = isTopUp && caller.isOwner ? chargeableCards(ctx.db, account.id) : [];
  const allowed = allowedPaymentTypes(country).filter((k) => !(isTopUp && k === "balance") && (k !== "saved_card" || savedCards.length > 0));
  const providers = PAYMENT_PROVIDERS.filter((p) => allowed.includes(p.key)).map((p) => ({
    key: p.key,
    component: p.component,
    analytics_name: p.analytics_name,
    options: {
      include_balance: p.kind !== "balance" && !isTopUp && account.balance_cents > 0,
      save_payment_method: p.kind === "card" && caller.isOwner,
      corporate_invoice_include_overdraft: p.kind === "corporate_invoice",
      legalentity_id: p.kind === "corporate_invoice" ? (legalEntities[0]?.pk ?? null) : null,
      minAmount: p.minAmountEur ?? null,
      selectWidget: {
        value:
          p.currencies && !p.currencies.includes(selectWidget.value)
            ? (p.currencies.find((c) => currencies.includes(c)) ?? selectWidget.value)
            : selectWidget.value,
        choices: selectWidget.choices.filter((c) => !p.currencies || p.currencies.includes(c.value)),
      },
      legalEntities: p.kind === "corporate_invoice" ? legalEntities : [],
      saved_cards: p.kind === "saved_card" ? savedCards.map((c) => ({ id: c.id, brand: c.brand, last4: c.last4, exp: c.exp, is_default: !!c.is_default })) : [],
    },
  }));
  return {
    paymentRef: payment?.ref ?? "balance",
    amount: payment ? eur(payment.amount_cents) : null,
    balance: eur(account.balance_cents),
    // The VAT rate included in the amount for the customer as a private payer of their country; a top-up is a
    // prepayment without VAT (decision 162).
    vat_rate: paymentVat(payment?.kind ?? "balance", privateCustomer(ctx.db, account.id), day).rate,
    paymentProviders: providers.filter((p) => p.key !== "corporate_invoice" || legalEntities.length > 0),
    regionalRestrictions: { allowed_payment_types: allowed },
    eecProducts: { products: payment ? eecProducts(ctx, payment, language) : [] },
    summary: payment ? orderSummary(ctx, payment) : null,
  };
}

/**
 * What an order payment buys beside its lines (issue 37: the payment page's summary lacked them): the term,
 * the location (slug, English name, country) and the promo code the checkout applied. None for other payments.
 */
function orderSummary(ctx: SandboxContext, payment: PaymentRow) {
  if (payment.kind !== "order") return null;
  const items = paymentItems(payment);
  const first = items.orderIds?.[0];
  const order =
    first === undefined
      ? undefined
      : (ctx.db.prepare("SELECT months, location FROM orders WHERE id = ?").get(first) as { months: number | null; location: string | null } | undefined);
  const place = order?.location ? LOCATIONS.find((l) => l.slug === order.location) : undefined;
  return {
    months: order?.months ?? null,
    location: place ? { slug: place.slug, name: place.name, country_code: place.country_code } : null,
    promo: items.promo ?? null,
  };
}

function eecProducts(ctx: SandboxContext, payment: PaymentRow, language: ApiLanguage) {
  const items = paymentItems(payment);
  if (payment.kind === "balance")
    return [
      { id: "balance", name: ledgerText("Balance top-up", language), category: "balance", variant: "EUR", price: eur(payment.amount_cents), quantity: 1 },
    ];
  const rows = (items.invoiceIds ?? []).map(
    (id) =>
      ctx.db
        .prepare("SELECT i.id, i.amount_cents, o.type, o.name, o.plan_slug, o.months FROM invoices i LEFT JOIN orders o ON o.id = i.order_id WHERE i.id = ?")
        .get(id) as {
        id: number;
        amount_cents: number;
        type: string | null;
        name: string | null;
        plan_slug: string | null;
        months: number | null;
      },
  );
  if (payment.kind === "tariff" && items.tariff) {
    return [
      {
        id: items.tariff.planSlug,
        name: `Tariff change to ${items.tariff.planSlug}`,
        category: "tariff_change",
        variant: "1",
        price: eur(payment.amount_cents),
        quantity: 1,
      },
    ];
  }
  return rows.filter(Boolean).map((r) => ({
    id: r.plan_slug ?? String(r.id),
    name: r.name ?? `Invoice #${r.id}`,
    category: r.type ?? "invoice",
    variant: String(r.months ?? 1),
    price: eur(r.amount_cents),
    quantity: 1,
  }));
}
