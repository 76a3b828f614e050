import * as z from "zod/mini";
// The schemas' own modules, not the barrel (./schemas): its other modules (auth, account, help, realtime, chat...)
// are top-level zod calls webpack cannot drop, and they followed the checkout's flow and the payment pages' chunks.
import {
  cardSetupSchema,
  cryptoInvoiceSchema,
  paymentContainerSchema,
  paymentContextSchema,
  paymentResultSchema,
  type PaymentRequest,
} from "./schemas/payment";
import { catalogSchema } from "./schemas/catalog";
import { applyPromoResponseSchema, validatePromoResponseSchema } from "./schemas/promo";
import { api } from "./client";
import { graphqlCall } from "./graphql-call";
import type { HttpMethod, ResponseSchema } from "./http";

export { ApiError } from "./http";

/**
 * The checkout's and payment pages' calls, on the site's one HTTP client
 * (`api.request`: spec §7 headers, CSRF, zod-checked answers, typed `ApiError`, error reporting).
 * Each function resolves with the answer's data or throws that `ApiError`; the pages decide what to
 * show (docs/decisions/020-checkout-http.md).
 */
async function request<T>(method: HttpMethod, path: string, schema: ResponseSchema<T>, body?: unknown, init?: { okStatuses?: number[] }): Promise<T> {
  const result = await api.request({ method, path, schema, body: body === undefined && method !== "GET" ? {} : body, acceptStatuses: init?.okStatuses });
  if (!result.ok) throw result.error;
  return result.value.data as T;
}

// --- site data -------------------------------------------------------------------------------

export const getCatalog = () => request("GET", "/my/api/catalog/", catalogSchema);
// The currency and features calls are site-data.ts's (zod/mini, loaded by every page).

// --- account ---------------------------------------------------------------------------------

// Personal data: getPersonalInfo / updatePersonalInfo of account.ts (one contract for the account and the checkout).

// --- orders (GraphQL) ------------------------------------------------------------------------

const createdOrder = z.object({
  createOrder: z.object({ paymentRef: z.string(), amount: z.number(), orders: z.array(z.object({ id: z.string(), name: z.string() })) }),
});
export type CreateOrderInput = {
  planSlug: string;
  months: number;
  count: number;
  location?: string | null;
  name?: string | null;
  promoCode?: string | null;
  /** A server's operating system or image, and the SSH key for root (decision 159). */
  os?: string | null;
  sshKeyId?: string | null;
};

export async function createOrder(input: CreateOrderInput) {
  const data = await graphqlCall(
    "mutation CreateOrder($input: CreateOrderInput!) { createOrder(input: $input) { paymentRef amount orders { id name } } }",
    createdOrder,
    { input },
  );
  return data.createOrder;
}

// --- promo codes -----------------------------------------------------------------------------

export const applyPromo = (code: string) => request("POST", "/my/api/payment/promo-code/apply/", applyPromoResponseSchema, { code });
export const validatePromo = (code: string) =>
  request("POST", `/my/api/payment/promo-code/${encodeURIComponent(code)}/validate/`, validatePromoResponseSchema, {});

// --- payments --------------------------------------------------------------------------------

export const getPaymentContext = (ref: string) => request("GET", `/my/api/payment/${encodeURIComponent(ref)}/`, paymentContextSchema);
/** Saving a card without paying: the answer's card session is followed like a payment's (decision 108). */
export const setupCard = () => request("POST", "/my/api/payment/setup/", cardSetupSchema);
export const startPayment = (ref: string, body: PaymentRequest) => request("POST", `/my/api/payment/${encodeURIComponent(ref)}/`, paymentResultSchema, body);
/** Spec §7: pays several unpaid invoices at once; a 206 lists the invoices that could not be added. */
export const createDebtsPayment = (invoices: number[]) =>
  request("POST", "/my/api/payment/unpaid-invoices/payment_container/", paymentContainerSchema, { invoices });
export const getCryptoStatus = (network: string, id: string) => request("GET", `/my/api/payment/${network}/${encodeURIComponent(id)}/`, cryptoInvoiceSchema);
export const triggerCryptoCheck = (network: string, id: string) =>
  request("POST", `/my/api/payment/${network}/${encodeURIComponent(id)}/trigger_check/`, cryptoInvoiceSchema, {});
