import type * as z from "zod/mini";
import type { Catalog, Plan, productLineSchema } from "../../api-client/schemas/catalog";
import { orderRefusalOf } from "../../api-client/error-codes";
import { isNetworkError } from "../../api-client/error-text";
import { clamp } from "../../lib/clamp";
import { orderTotal, type OrderTotal, type PromoDiscount } from "../../lib/order-total";
import { termPrice } from "../../lib/plan-terms";
import { clampChoice, planForChoice, vpsRanges, type VpsChoice } from "../../lib/vps-config";
import type { AnalyticsItem } from "../../lib/analytics";
import { VPS_OS, type VpsConfig } from "../../components/configurator/vps-configurator";

// The checkout's rules (spec §2, §4, §5), apart from the screen that shows them (checkout-view.tsx) and the
// container that talks to the API (checkout-flow.tsx): the cart the address asks for, the plan that is
// billed, the stages and what each needs, the totals, the promo code's fate and the order the API is sent.
// One reducer holds the screen's state; every function here is pure.

export type ProductLine = z.infer<typeof productLineSchema>;
export type AppliedPromo = { code: string; discount: PromoDiscount };
/** "" is the root password (shown once in the account); otherwise the id of an SSH key of the account. */
export type AccessChoice = string;

export const STAGES = ["configuration", "account", "personal", "payment"] as const;
export type Stage = (typeof STAGES)[number];

/** The sandbox and the API accept 1 to 20 servers in one order (createOrder validation). */
export const MAX_COUNT = 20;

/** Lines with a custom configuration (cores, memory, disk): the public VPS and dedicated pages link here with one. */
export const configurable = (line: ProductLine) => line === "vps" || line === "dedicated";

export type CartQuery = {
  plan: string | null;
  line: string | null;
  months: number | null;
  count: number | null;
  location: string | null;
  os: string | null;
  cpu: number | null;
  memory: number | null;
  disk: number | null;
};

/** The cart the address asks for (`?plan=vps-2&months=3`, or a configuration `?line=vps&cpu=2…`); a number that is not one is absent. */
export function readQuery(search: string): CartQuery {
  const q = new URLSearchParams(search);
  const num = (k: string) => (q.get(k) !== null && Number.isFinite(Number(q.get(k))) ? Number(q.get(k)) : null);
  return {
    plan: q.get("plan"),
    line: q.get("line"),
    months: num("months"),
    count: num("count"),
    location: q.get("location"),
    os: q.get("os"),
    cpu: num("cpu"),
    memory: num("memory"),
    disk: num("disk"),
  };
}

export type CheckoutState = {
  stage: Stage;
  /** Idle or placing the order; a second submit while loading is ignored. */
  status: "idle" | "loading";
  orderError: string | null;
  promo: AppliedPromo | null;
  /** null until the signed-in customer's personal data has answered (then: complete or not). */
  personalDone: boolean | null;
  /** The cart has been taken from the address (once, on the catalog's first answer). */
  seeded: boolean;
  line: ProductLine;
  planSlug: string | null;
  /** A custom configuration (the configurator's tab), or null for a preset plan. */
  custom: VpsConfig | null;
  months: number;
  count: number;
  where: string;
  /** A preset server's operating system (the custom configuration has its own). */
  presetOs: VpsConfig["os"];
  /** The way into a Linux server (decision 159). */
  access: AccessChoice | null;
};

export const initialCheckout: CheckoutState = {
  stage: "configuration",
  status: "idle",
  orderError: null,
  promo: null,
  personalDone: null,
  seeded: false,
  line: "vps",
  planSlug: null,
  custom: null,
  months: 1,
  count: 1,
  where: "",
  presetOs: VPS_OS[0],
  access: null,
};

/** The cart of the address on the catalog's first answer: the plan (or its line's first), location, term, count, system, configuration. */
export function seedCart(catalog: Pick<Catalog, "lines" | "locations">, query: CartQuery): Partial<CheckoutState> & { line: ProductLine; plans: Plan[] } {
  const fromPlan = query.plan ? catalog.lines.flatMap((l) => l.plans).find((p) => p.slug === query.plan) : undefined;
  const line = fromPlan?.line ?? catalog.lines.find((l) => l.id === query.line)?.id ?? "vps";
  const plans = catalog.lines.find((l) => l.id === line)?.plans ?? [];
  const plan = fromPlan ?? plans[0];
  const seeded: Partial<CheckoutState> & { line: ProductLine; plans: Plan[] } = { line, plans };
  if (plan) seeded.planSlug = plan.slug;
  const locs = catalog.locations.filter((l) => l.lines.includes(line)).map((l) => l.slug);
  const where = query.location && locs.includes(query.location) ? query.location : (plan?.locations[0] ?? locs[0] ?? "");
  seeded.where = where;
  if (plan && query.months && plan.months.includes(query.months)) seeded.months = query.months;
  else if (plan) seeded.months = plan.months[0] ?? 1;
  if (query.count) seeded.count = clamp(Math.floor(query.count), 1, MAX_COUNT);
  const askedOs = VPS_OS.find((o) => o === query.os);
  if (askedOs) seeded.presetOs = askedOs;
  const ranges = configurable(line) ? vpsRanges(plans) : null;
  if (ranges && (query.cpu || query.memory || query.disk || query.plan === null)) {
    seeded.custom = {
      ...clampChoice({ cpu: query.cpu ?? ranges.cpu.min, memory: query.memory ?? ranges.memory.min, disk: query.disk ?? ranges.disk.min }, ranges),
      location: where,
      os: askedOs ?? VPS_OS[0],
    };
  }
  return seeded;
}

/** The plan that is billed: the custom configuration's smallest fitting plan, or the chosen preset. */
export function billedPlanOf(state: Pick<CheckoutState, "custom" | "line" | "planSlug">, linePlans: Plan[], allPlans: Plan[]): Plan | null {
  if (state.custom && configurable(state.line)) {
    const match = planForChoice(linePlans, state.custom as VpsChoice, state.custom.location);
    return match ? (linePlans.find((p) => p.slug === match.slug) ?? null) : null;
  }
  return allPlans.find((p) => p.slug === state.planSlug) ?? null;
}

/** The custom configuration the configurator's tab opens with: the billed plan's size (or the smallest), the chosen location, the first system. */
export function customFrom(billedPlan: Plan | null, linePlans: Plan[], where: string): VpsConfig | null {
  const r = vpsRanges(linePlans);
  if (!r) return null;
  const base = billedPlan?.tariff;
  return { cpu: base?.cpu ?? r.cpu.min, memory: base?.memory ?? r.memory.min, disk: base?.hdd_space ?? r.disk.min, location: where, os: VPS_OS[0] };
}

/** The locations offered: the region's (already filtered) that the billed plan has. */
export const offeredLocations = <L extends { slug: string }>(locations: L[], billedPlan: Plan | null): L[] =>
  locations.filter((l) => !billedPlan || billedPlan.locations.includes(l.slug));

/** A location the region may not see (or the plan does not offer) gives way to the first one it may; null: it stands. */
export function locationFallback(where: string, offered: ReadonlyArray<{ slug: string }>): string | null {
  const allowed = offered.map((l) => l.slug);
  return where && allowed.length && !allowed.includes(where) ? allowed[0]! : null;
}

/** Where Continue leads from the configuration: the account stage for a visitor, then personal data unless it is complete. */
export const stageAfterConfiguration = (loggedIn: boolean, personalDone: boolean | null): Stage => (loggedIn ? stageAfterAccount(personalDone) : "account");

/** A complete profile skips the personal-data stage. */
export const stageAfterAccount = (personalDone: boolean | null): Stage => (personalDone ? "payment" : "personal");

/** Signed in while on the account stage: the checkout moves on once the personal data is known. */
export const leavesAccountStage = (stage: Stage, loggedIn: boolean, personalDone: boolean | null): boolean =>
  stage === "account" && loggedIn && personalDone !== null;

/**
 * Continue pressed before the profile had answered leads to the personal-data stage (it may be incomplete); once the
 * profile answers complete, the stage is skipped as it would have been, and the customer goes on to the payment.
 */
export const skipsPersonalStage = (stage: Stage, enteredBeforeKnown: boolean, personalDone: boolean | null): boolean =>
  stage === "personal" && enteredBeforeKnown && personalDone === true;

/** The server's system as bought: the custom configuration's, else the preset's; none for lines without servers. */
export const serverOs = (state: Pick<CheckoutState, "line" | "custom" | "presetOs">): VpsConfig["os"] | null =>
  configurable(state.line) ? (state.custom?.os ?? state.presetOs) : null;

/** The payment stage asks the way into the server (an SSH key or the root password) for a Linux server only. */
export const asksAccess = (state: Pick<CheckoutState, "line" | "custom" | "presetOs">): boolean => {
  const os = serverOs(state);
  return os !== null && !os.startsWith("windows");
};

/** The static HTML's frame stays until the checkout (or the catalog's error) can be shown (decision 143). */
export const isReady = (catalogError: boolean, catalogLoaded: boolean, billedPlan: Plan | null, custom: VpsConfig | null): boolean =>
  catalogError || (catalogLoaded && (!!billedPlan || !!custom));

/** The order's lines (EUR): the term price of the plan for `count` servers, the promo's discount, VAT included (lib/order-total.ts). */
export const cartTotal = (plan: Plan, months: number, count: number, promo: AppliedPromo | null, vatRate = 0): OrderTotal =>
  orderTotal(termPrice(plan, months), months, count, promo?.discount ?? null, vatRate);

/** The analytics item of a plan at a term and count (spec §9). */
export const itemOf = (plan: Plan, months: number, count: number): AnalyticsItem => ({
  item_id: plan.slug,
  item_name: plan.name,
  item_category: plan.line,
  item_variant: String(months),
  price: termPrice(plan, months),
  quantity: count,
});

/** What createOrder is sent (decision 159: the system and the SSH key for root, Linux only; the applied promo code). */
export function orderInput(state: CheckoutState, billedPlan: Plan, location: string, osName: string | null) {
  const server = serverOs(state);
  return {
    planSlug: billedPlan.slug,
    months: state.months,
    count: state.count,
    location: location || null,
    name: osName ? `${billedPlan.name} · ${osName}` : null,
    os: server,
    sshKeyId: server && !server.startsWith("windows") && state.access ? state.access : null,
    promoCode: state.promo?.code ?? null,
  };
}

/** A refused order's message (by the API's code, never its text); null: the error's own text. */
export function orderFailureKey(e: unknown): "errors:requestFailed" | "errors:verificationRequired" | "errors:personalInfoRequired" | null {
  if (isNetworkError(e)) return "errors:requestFailed";
  const refusal = orderRefusalOf(e);
  if (refusal === "account-not-verified") return "errors:verificationRequired";
  if (refusal === "personal-info-required") return "errors:personalInfoRequired";
  return null;
}

export type CheckoutAction =
  | { type: "seed"; cart: Partial<CheckoutState> }
  | { type: "plan"; slug: string }
  | { type: "presetPlan"; slug: string }
  | { type: "months"; months: number }
  | { type: "count"; count: number }
  | { type: "where"; where: string }
  | { type: "presetOs"; os: VpsConfig["os"] }
  | { type: "custom"; custom: VpsConfig | null }
  | { type: "access"; access: AccessChoice }
  | { type: "stage"; stage: Stage }
  | { type: "promo"; promo: AppliedPromo | null }
  | { type: "personal"; done: boolean }
  | { type: "placing" }
  | { type: "orderFailed"; message: string; personalRequired: boolean };

export function checkoutReducer(state: CheckoutState, action: CheckoutAction): CheckoutState {
  switch (action.type) {
    case "seed":
      return { ...state, ...action.cart, seeded: true };
    case "plan":
      return { ...state, planSlug: action.slug };
    case "presetPlan":
      // The sidebar's plan select: back to the presets, with that plan.
      return { ...state, custom: null, planSlug: action.slug };
    case "months":
      return { ...state, months: action.months };
    case "count":
      return { ...state, count: action.count };
    case "where":
      return { ...state, where: action.where };
    case "presetOs":
      return { ...state, presetOs: action.os };
    case "custom":
      return { ...state, custom: action.custom };
    case "access":
      return { ...state, access: action.access };
    case "stage":
      return { ...state, stage: action.stage };
    case "promo":
      return { ...state, promo: action.promo };
    case "personal":
      return { ...state, personalDone: action.done };
    case "placing":
      return { ...state, status: "loading", orderError: null };
    case "orderFailed":
      // Refused for missing personal data: the profile is incomplete after all.
      return { ...state, status: "idle", orderError: action.message, personalDone: action.personalRequired ? false : state.personalDone };
  }
}
