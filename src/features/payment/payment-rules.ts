import { ApiError } from "../../api-client/payment";
import { isNetworkError, serverMessageOf } from "../../api-client/error-text";
import { API_CODES, type CurrencyCode } from "../../api-client/schemas/common";
import type { PaymentContext, PaymentProvider, PaymentRequest } from "../../api-client/schemas/payment";
import { belowMinAmount, convertFromEur, currencyForProvider, type CurrencyInfo } from "../../lib/currency";
import { fractionDigits, isCurrencyCode, parseAmount } from "../../lib/money";
import { shownLines, vatSplit, type VatSplit } from "../../lib/order-total";
import { amountProblem, payableAmount, type AmountProblem } from "../../lib/rules/amounts";

// The payment page's rules (spec §4, §7, decision 100), apart from the screen (payment-page.tsx): the providers
// the region allows, what choosing one resets, the amount's problems, the summary (VAT, balance, minimum) and
// the request that starts the payment. Pure functions, as crypto-rules.ts is for the crypto page.

export type Selection = {
  provider: string;
  currency: CurrencyCode;
  amount: string;
  include_balance: boolean;
  save_payment_method: boolean;
  corporate_invoice_include_overdraft: boolean;
  legalentity_id: number | null;
  /** The saved card chosen, for a `SavedCard` provider (issue 37 item 6). */
  saved_card_id: number | null;
};

/** `network`: no answer at all (spec §8 "Request failed…"); else the server's message, when it sent one. */
export type LoadError = { kind: "personal" } | { kind: "failed"; message: string | null; network: boolean };

/** Why the payment context did not load: missing personal data is asked for; the rest says what failed. */
export const loadErrorOf = (e: unknown): LoadError =>
  e instanceof ApiError && e.code === API_CODES.personalInfoRequired
    ? { kind: "personal" }
    : { kind: "failed", message: serverMessageOf(e), network: isNetworkError(e) };

/** The providers the customer may pay with: the context's, where the region allows them (spec §6). */
export const allowedProviders = (context: PaymentContext | null): PaymentProvider[] =>
  context ? context.paymentProviders.filter((p) => context.regionalRestrictions.allowed_payment_types.includes(p.key)) : [];

/** Currency choices of a provider: its own widget, or the chosen legal entity's. */
export function currencyWidget(provider: PaymentProvider, legalEntityId: number | null) {
  const le = provider.options.legalEntities.find((l) => l.pk === legalEntityId);
  return le ? le.currency_select_widget : provider.options.selectWidget;
}

/** A currency the provider takes: the wanted one, or the provider's (PayPal never keeps roubles). */
export function providerCurrency(provider: PaymentProvider, legalEntityId: number | null, wanted: CurrencyCode): CurrencyCode {
  const widget = currencyWidget(provider, legalEntityId);
  return currencyForProvider(wanted, { key: provider.key, choices: widget.choices.map((c) => c.value), value: widget.value });
}

/**
 * The selection after choosing a provider (spec §4): its first legal entity, a currency it takes, and the amount
 * reset, except on the first choice, which keeps a top-up's prefilled amount.
 */
export function selectionFor(provider: PaymentProvider, wanted: CurrencyCode, amount: string): Selection {
  const legal = provider.options.legalentity_id ?? provider.options.legalEntities[0]?.pk ?? null;
  return {
    provider: provider.key,
    currency: providerCurrency(provider, legal, wanted),
    amount,
    include_balance: false,
    save_payment_method: false,
    corporate_invoice_include_overdraft: false,
    legalentity_id: legal,
    saved_card_id: provider.options.saved_cards[0]?.id ?? null,
  };
}

/** Another legal entity pays: its currency, when it is one the site knows. */
export function withLegalEntity(selection: Selection, provider: PaymentProvider, id: number): Selection {
  const widget = currencyWidget(provider, id);
  return { ...selection, legalentity_id: id, currency: isCurrencyCode(widget.value) ? widget.value : selection.currency };
}

export type PaymentSummary = {
  /** The typed top-up amount, as read. */
  typed: number;
  /** What the form would refuse about the typed top-up amount (lib/rules/amounts.ts); null for a payment. */
  typedProblem: AmountProblem | null;
  /** EUR: what is paid for, the balance's part, and what the provider charges. */
  amountEur: number;
  balanceUsed: number;
  chargeEur: number;
  /** The provider's minimum (EUR) when the charge is below it, else null: Pay stays disabled. */
  minimum: number | null;
  /** The VAT rate included: the legal entity's when it pays, else the customer's (decision 100). */
  vatRate: number;
  /** The currency the summary is shown in (EUR when the display currency is unknown). */
  shownCode: CurrencyCode;
  /** Net, VAT and total in the shown currency, adding up as printed (lib/order-total.ts). */
  split: VatSplit;
};

/** The payment's summary for a selection (the top-up amount converted back to EUR at the currency's rate). */
export function paymentSummary(
  context: Pick<PaymentContext, "amount" | "balance" | "vat_rate">,
  provider: PaymentProvider,
  selection: Selection,
  currencyInfo: CurrencyInfo | undefined,
  isTopUp: boolean,
): PaymentSummary {
  const multiplier = currencyInfo?.multiplier ?? 1;
  const typed = parseAmount(selection.amount);
  // An amount the form would refuse gets no summary: it showed "0 ₽" to pay, for twenty nines typed (session 22).
  const typedProblem = isTopUp ? amountProblem(typed, selection.currency) : null;
  const amountEur = isTopUp ? (typedProblem === null ? typed / multiplier : 0) : (context.amount ?? 0);
  const balanceUsed = selection.include_balance ? Math.min(context.balance, amountEur) : 0;
  const chargeEur = amountEur - balanceUsed;
  const minimum = chargeEur > 0 ? belowMinAmount({ key: provider.key, component: provider.component, minAmount: provider.options.minAmount }, chargeEur) : null;
  const legalEntity = provider.component === "CorporateInvoice" ? provider.options.legalEntities.find((l) => l.pk === selection.legalentity_id) : undefined;
  const vatRate = legalEntity ? legalEntity.vat_rate : context.vat_rate;
  const shownCode: CurrencyCode = currencyInfo ? selection.currency : "EUR";
  const split = shownLines(vatSplit(amountEur, vatRate), (eur) => (currencyInfo ? convertFromEur(eur, currencyInfo) : eur), fractionDigits(shownCode));
  return { typed, typedProblem, amountEur, balanceUsed, chargeEur, minimum, vatRate, shownCode, split };
}

/** The catalogue key of the amount field's message for a problem (the maximum is added by the screen). */
export function amountProblemKey(problem: AmountProblem | null, currency: CurrencyCode): string | null {
  if (problem === null) return null;
  if (problem === "notANumber") return "checkout:pay.amountRequired";
  if (problem === "tooPrecise") return fractionDigits(currency) === 0 ? "checkout:pay.amountWhole" : "checkout:pay.amountCents";
  if (problem === "tooLarge" && isCurrencyCode(currency)) return "checkout:pay.amountTooLarge";
  return "checkout:pay.amountTooSmall";
}

/** What starts the payment: the options the provider has, the legal entity of an invoice, a top-up's amount as paid. */
export function paymentRequest(provider: PaymentProvider, selection: Selection, isTopUp: boolean, typed: number): PaymentRequest {
  return {
    payment_type: provider.key,
    currency: selection.currency,
    ...(provider.options.save_payment_method ? { save_payment_method: selection.save_payment_method } : {}),
    ...(provider.options.include_balance ? { include_balance: selection.include_balance } : {}),
    ...(provider.options.corporate_invoice_include_overdraft ? { corporate_invoice_include_overdraft: selection.corporate_invoice_include_overdraft } : {}),
    ...(provider.component === "CorporateInvoice" ? { legalentity_id: selection.legalentity_id } : {}),
    ...(provider.component === "SavedCard" && selection.saved_card_id !== null ? { saved_card_id: selection.saved_card_id } : {}),
    // The amount as it is paid (cents; whole roubles and hryvnias), as the payment page's total shows it.
    ...(isTopUp && isCurrencyCode(selection.currency) ? { amount: payableAmount(typed, selection.currency) } : {}),
  };
}

/** A failed start's message: no answer is the network's, missing personal data is asked for; else the error's own text (null). */
export function payFailureKey(e: unknown): "errors:requestFailed" | "errors:personalInfoRequired" | null {
  if (isNetworkError(e)) return "errors:requestFailed";
  if (e instanceof ApiError && e.code === API_CODES.personalInfoRequired) return "errors:personalInfoRequired";
  return null;
}
