import { z } from "zod";
import {
  applyPromoResponseSchema,
  authResponseSchema,
  catalogSchema,
  cryptoInvoiceSchema,
  currencyListSchema,
  featuresSchema,
  paymentContextSchema,
  paymentResultSchema,
  personalInfoSchema,
  validatePromoResponseSchema,
  type PaymentRequest,
  type PersonalInfoRequest,
} from "./schemas";

/**
 * The checkout's and payment pages' calls, on plain fetch with the shared rules of spec §7
 * (X-Requested-With, X-CSRFToken from the csrftoken cookie, Accept-Language, credentials) and a zod
 * schema for every answer. It is deliberately small: when the shared client of src/api-client/ lands, each
 * function here keeps its signature and swaps `request` for it (docs/decisions/020-checkout-http.md).
 */

export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly code: string | undefined,
    readonly body: unknown,
  ) {
    super(message);
    this.name = "ApiError";
  }
  /** A network failure (no answer at all) rather than an error status. */
  get isNetwork(): boolean {
    return this.status === 0;
  }
}

export function readCookie(name: string): string | null {
  if (typeof document === "undefined") return null;
  const match = document.cookie.split("; ").find((c) => c.startsWith(`${name}=`));
  return match ? decodeURIComponent(match.slice(name.length + 1)) : null;
}

const currentLanguage = () => (typeof document !== "undefined" && document.documentElement.lang) || "en";

/** The message to show for an error body: `detail`, the first of a message list, or the first field error. */
export function messageOf(body: unknown): string | null {
  if (Array.isArray(body) && typeof body[0] === "string") return body[0];
  if (body && typeof body === "object") {
    const o = body as Record<string, unknown>;
    if (typeof o.detail === "string") return o.detail;
    if (Array.isArray(o.errors) && o.errors[0] && typeof (o.errors[0] as { message?: unknown }).message === "string") return (o.errors[0] as { message: string }).message;
    for (const value of Object.values(o)) if (Array.isArray(value) && typeof value[0] === "string") return value[0];
  }
  return null;
}

type Method = "GET" | "POST" | "PUT" | "DELETE";

async function request<T>(method: Method, path: string, schema: z.ZodType<T>, body?: unknown, init?: { okStatuses?: number[] }): Promise<T> {
  const headers: Record<string, string> = { "X-Requested-With": "XMLHttpRequest", "Accept-Language": currentLanguage(), Accept: "application/json" };
  if (method !== "GET") {
    headers["X-CSRFToken"] = readCookie("csrftoken") ?? "";
    if (body !== undefined) headers["Content-Type"] = "application/json";
  }
  let response: Response;
  try {
    response = await fetch(path, { method, headers, credentials: "include", body: body === undefined ? undefined : JSON.stringify(body) });
  } catch (error) {
    throw new ApiError(0, error instanceof Error ? error.message : "Network error", "NETWORK", null);
  }
  const text = response.status === 204 ? "" : await response.text();
  let data: unknown = null;
  if (text) {
    try {
      data = JSON.parse(text);
    } catch {
      throw new ApiError(response.status, `Malformed answer from ${path}`, "MALFORMED", text);
    }
  }
  if (!response.ok && !init?.okStatuses?.includes(response.status)) {
    const code = data && typeof data === "object" && "code" in data && typeof data.code === "string" ? data.code : undefined;
    throw new ApiError(response.status, messageOf(data) ?? response.statusText, code, data);
  }
  const parsed = schema.safeParse(data);
  if (!parsed.success) throw new ApiError(response.status, `Unexpected answer from ${path}: ${parsed.error.issues[0]?.message ?? ""}`, "MALFORMED", data);
  return parsed.data;
}

// --- site data -------------------------------------------------------------------------------

export const getCatalog = () => request("GET", "/my/api/catalog/", catalogSchema);
export const getCurrencies = () => request("GET", "/my/api/currency/", currencyListSchema);
export const getFeatures = () => request("GET", "/my/api/features/", featuresSchema);

// --- allauth (browser) -----------------------------------------------------------------------

const AUTH = "/auth/_allauth/browser/v1";
/** 401 is an answer, not a failure, on allauth endpoints (spec §8: silent). */
const authOk = { okStatuses: [400, 401, 409] };
export const getSession = () => request("GET", `${AUTH}/auth/session`, authResponseSchema, undefined, authOk);
export const login = (email: string, password: string) => request("POST", `${AUTH}/auth/login`, authResponseSchema, { email, password }, authOk);
export const signup = (email: string, password: string) => request("POST", `${AUTH}/auth/signup`, authResponseSchema, { email, password }, authOk);

// --- account ---------------------------------------------------------------------------------

export const getPersonalInfo = () => request("GET", "/my/api/account/personal_info/", personalInfoSchema);
export const putPersonalInfo = (info: PersonalInfoRequest) => request("PUT", "/my/api/account/personal_info/", personalInfoSchema, info);

// --- orders (GraphQL) ------------------------------------------------------------------------

const createOrderAnswer = z.object({
  data: z.object({ createOrder: z.object({ paymentRef: z.string(), amount: z.number(), orders: z.array(z.object({ id: z.string(), name: z.string() })) }) }).nullable().optional(),
  errors: z.array(z.object({ message: z.string(), extensions: z.object({ code: z.string().optional() }).catchall(z.unknown()).optional() })).optional(),
});
export type CreateOrderInput = { planSlug: string; months: number; count: number; location?: string | null; name?: string | null };

export async function createOrder(input: CreateOrderInput) {
  const answer = await request("POST", "/my/api/graphql/", createOrderAnswer, {
    query: "mutation CreateOrder($input: CreateOrderInput!) { createOrder(input: $input) { paymentRef amount orders { id name } } }",
    variables: { input },
  });
  const error = answer.errors?.[0];
  if (error || !answer.data) throw new ApiError(200, error?.message ?? "Request failed", error?.extensions?.code, answer);
  return answer.data.createOrder;
}

// --- promo codes -----------------------------------------------------------------------------

export const applyPromo = (code: string) => request("POST", "/my/api/payment/promo-code/apply/", applyPromoResponseSchema, { code });
export const validatePromo = (code: string) => request("POST", `/my/api/payment/promo-code/${encodeURIComponent(code)}/validate/`, validatePromoResponseSchema, {});

// --- payments --------------------------------------------------------------------------------

export const getPaymentContext = (ref: string) => request("GET", `/my/api/payment/${encodeURIComponent(ref)}/`, paymentContextSchema);
export const startPayment = (ref: string, body: PaymentRequest) => request("POST", `/my/api/payment/${encodeURIComponent(ref)}/`, paymentResultSchema, body);
export const getCryptoStatus = (network: string, id: string) => request("GET", `/my/api/payment/${network}/${encodeURIComponent(id)}/`, cryptoInvoiceSchema);
export const triggerCryptoCheck = (network: string, id: string) => request("POST", `/my/api/payment/${network}/${encodeURIComponent(id)}/trigger_check/`, cryptoInvoiceSchema, {});
