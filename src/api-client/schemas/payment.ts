import * as z from "zod/mini";
import { currencyCodeSchema } from "./common";

export const CRYPTO_NETWORKS = ["tron", "bitcoin", "ethereum-eth", "ethereum-usdc", "usdt", "tron-trx"] as const;
export const cryptoNetworkSchema = z.enum(CRYPTO_NETWORKS);
export const cryptoStatusSchema = z.enum(["awaiting", "pending", "paid", "expired"]);

const choiceSchema = z.object({ value: z.string(), label: z.string() });
export const selectWidgetSchema = z.object({ value: z.string(), choices: z.array(choiceSchema) });

export const paymentProviderSchema = z.object({
  key: z.string(),
  component: z.string(),
  analytics_name: z.string(),
  options: z.object({
    include_balance: z.boolean(),
    save_payment_method: z.boolean(),
    corporate_invoice_include_overdraft: z.boolean(),
    legalentity_id: z.nullable(z.int()),
    minAmount: z.nullable(z.number()),
    selectWidget: selectWidgetSchema,
    legalEntities: z.array(
      z.object({
        pk: z.int(),
        /** The company's name (issue 19). */
        name: z.string(),
        /** VAT rate included in what this legal entity pays, 0..1 (docs/decisions/100). */
        vat_rate: z.number().check(z.gte(0), z.lte(1)),
        currency_select_widget: selectWidgetSchema,
      }),
    ),
    /**
     * The saved cards a `SavedCard` provider charges without the card page, the default first (issue 37 item 6).
     * Absent in an older API's answer.
     */
    saved_cards: z._default(z.array(z.object({ id: z.int(), brand: z.string(), last4: z.string(), exp: z.string(), is_default: z.boolean() })), []),
  }),
});
export type PaymentProvider = z.infer<typeof paymentProviderSchema>;

export const eecProductSchema = z.object({
  id: z.string(),
  name: z.string(),
  category: z.string(),
  variant: z.string(),
  price: z.number(),
  quantity: z.int().check(z.positive()),
});

/** GET /my/api/payment/{paymentRef}/ */
export const paymentContextSchema = z.object({
  paymentRef: z.string(),
  amount: z.nullable(z.number()),
  balance: z.number(),
  /** VAT rate included in the amount for a private payer, 0..1 (docs/decisions/100). */
  vat_rate: z.number().check(z.gte(0), z.lte(1)),
  paymentProviders: z.array(paymentProviderSchema),
  regionalRestrictions: z.object({ allowed_payment_types: z.array(z.string()) }),
  eecProducts: z.object({ products: z.array(eecProductSchema) }),
  /**
   * What an order payment buys beside its lines (issue 37): the term, the location and the applied promo code.
   * Null for other payments; absent in an older API's answer (then the page shows the lines only).
   */
  summary: z._default(
    z.nullable(
      z.object({
        months: z.nullable(z.int().check(z.positive())),
        location: z.nullable(z.object({ slug: z.string(), name: z.string(), country_code: z.string() })),
        promo: z.nullable(z.object({ code: z.string(), percent: z.number(), months: z.int().check(z.positive()) })),
      }),
    ),
    null,
  ),
});
export type PaymentContext = z.infer<typeof paymentContextSchema>;

/** POST /my/api/payment/{paymentRef}/ and /my/api/payment/balance/ */
export const paymentRequestSchema = z.object({
  payment_type: z.string().check(z.minLength(1)),
  currency: currencyCodeSchema,
  save_payment_method: z.optional(z.boolean()),
  include_balance: z.optional(z.boolean()),
  corporate_invoice_include_overdraft: z.optional(z.boolean()),
  legalentity_id: z.optional(z.nullable(z.int())),
  amount: z.optional(z.number()),
  /** The saved card a `saved_card` payment charges. */
  saved_card_id: z.optional(z.int()),
});
export type PaymentRequest = z.infer<typeof paymentRequestSchema>;

export const cryptoInvoiceSchema = z.object({
  id: z.string(),
  paymentRef: z.string(),
  network: cryptoNetworkSchema,
  asset: z.string(),
  address: z.string(),
  amount: z.string(),
  status: cryptoStatusSchema,
  /** What a wallet opens to pay it (BIP 21 / EIP 681 / tron:); shown as a QR code. */
  paymentUri: z.string(),
  /** The quote's amount in the payment's currency. */
  fiatAmount: z.number(),
  fiatCurrency: currencyCodeSchema,
  expiresAt: z.string(),
  walletDeactivatesAt: z.string(),
});
export type CryptoInvoice = z.infer<typeof cryptoInvoiceSchema>;

export const cardSessionWidgetSchema = z.object({
  type: z.literal("card_session"),
  apiKey: z.string(),
  checkoutSessionId: z.string(),
  url: z.string(),
});
export const cryptoWidgetSchema = z.extend(cryptoInvoiceSchema, { type: z.literal("crypto"), statusUrl: z.string() });

const resultBase = { paymentRef: z.string(), finalAmount: z.number() };
export const paymentFormSchema = z.object({
  action: z.string(),
  method: z.literal("POST"),
  fields: z.record(z.string(), z.string()),
});

/** The answer has exactly one of form, redirect or widget (spec §4, §7). */
export const paymentResultSchema = z.union([
  z.object({ ...resultBase, form: paymentFormSchema }),
  z.object({ ...resultBase, redirect: z.string() }),
  z.object({ ...resultBase, widget: z.discriminatedUnion("type", [cardSessionWidgetSchema, cryptoWidgetSchema]) }),
]);
export type PaymentResult = z.infer<typeof paymentResultSchema>;

/** POST /my/api/payment/unpaid-invoices/payment_container/ (200, or 206 when some invoices failed) */
export const paymentContainerSchema = z.object({
  paymentRef: z.string(),
  amount: z.number(),
  invoices: z.array(z.int()),
  errors: z.array(z.object({ invoice: z.int(), detail: z.string() })),
});

/** GET /my/api/payment/payment-methods/ (owner only) */
export const savedCardSchema = z.object({
  id: z.int(),
  brand: z.string(),
  last4: z.string().check(z.length(4)),
  exp: z.string(),
  active: z.boolean(),
  auto_renewal: z.boolean(),
  is_default: z.boolean(),
});
export const paymentMethodsSchema = z.object({ results: z.array(savedCardSchema) });

/** POST /my/api/payment/setup/: saving a card without paying, a zero-amount card session (decision 108). */
export const cardSetupSchema = z.object({ paymentRef: z.string(), widget: cardSessionWidgetSchema });
