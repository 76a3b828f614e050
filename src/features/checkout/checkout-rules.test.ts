import { catalogSchema } from "../../api-client/schemas/catalog";
import { ApiError, type ApiErrorKind } from "../../api-client/http/errors";
import { catalogOf } from "@sandbox/rest/catalog-shape";
import { LOCATIONS, PLANS } from "@sandbox/db/catalog-data";
import {
  asksAccess,
  billedPlanOf,
  cartTotal,
  checkoutReducer,
  customFrom,
  initialCheckout,
  isReady,
  itemOf,
  leavesAccountStage,
  locationFallback,
  offeredLocations,
  orderFailureKey,
  orderInput,
  readQuery,
  seedCart,
  skipsPersonalStage,
  stageAfterAccount,
  stageAfterConfiguration,
  type CheckoutState,
} from "./checkout-rules";

// The sandbox's catalog, as GET /my/api/catalog/ answers it.
const catalog = catalogSchema.parse(catalogOf(PLANS, LOCATIONS));
const allPlans = catalog.lines.flatMap((l) => l.plans);
const plansOf = (line: string) => catalog.lines.find((l) => l.id === line)!.plans;
const plan = (slug: string) => allPlans.find((p) => p.slug === slug)!;
const seeded = (search: string): CheckoutState => {
  const { plans: _plans, ...cart } = seedCart(catalog, readQuery(search));
  return checkoutReducer(initialCheckout, { type: "seed", cart });
};

describe("the cart the address asks for", () => {
  it("reads numbers only where they are numbers", () => {
    expect(readQuery("?plan=vps-2&months=3&count=x&cpu=2")).toEqual({
      plan: "vps-2",
      line: null,
      months: 3,
      count: null,
      location: null,
      os: null,
      cpu: 2,
      memory: null,
      disk: null,
    });
  });

  it("a plan of the address: its line, its first location, the asked term; no configuration", () => {
    const state = seeded("?plan=vps-2&months=3");
    expect([state.line, state.planSlug, state.months, state.count, state.custom, state.seeded]).toEqual(["vps", "vps-2", 3, 1, null, true]);
    expect(state.where).toBe(plan("vps-2").locations[0]);
  });

  it("a term the plan does not sell falls back to its first; the count is a whole number from 1 to 20", () => {
    expect(seeded("?plan=start&months=5").months).toBe(plan("start").months[0]);
    expect(seeded("?plan=vps-1&count=99").count).toBe(20);
    expect(seeded("?plan=vps-1&count=2.7").count).toBe(2);
    expect(seeded("?plan=vps-1&count=-3").count).toBe(1);
  });

  it("an unknown plan or line is the VPS line's first plan; a line without a plan opens the custom configuration", () => {
    expect(seeded("?plan=no-such").planSlug).toBe(plansOf("vps")[0]!.slug);
    const custom = seeded("?line=vps").custom;
    expect(custom).toEqual({ cpu: 1, memory: 2, disk: 40, location: plansOf("vps")[0]!.locations[0], os: "ubuntu-24" });
  });

  it("a configuration of the address is clamped to the line's range, with the asked system and location", () => {
    const state = seeded("?line=vps&cpu=99&memory=3&disk=60&os=debian-12&location=amsterdam");
    expect(state.custom).toEqual({ cpu: 16, memory: 3, disk: 60, location: state.where, os: "debian-12" });
    expect(state.presetOs).toBe("debian-12");
    expect(billedPlanOf(state, plansOf("vps"), allPlans)?.slug).toBe("vps-16");
  });

  it("a location the line does not have is not taken", () => {
    expect(seeded("?plan=vps-1&location=atlantis").where).toBe(plan("vps-1").locations[0]);
  });
});

describe("the billed plan and the locations", () => {
  it("a preset bills itself; a custom configuration the cheapest x86 plan that covers it", () => {
    expect(billedPlanOf({ custom: null, line: "vps", planSlug: "vps-4" }, plansOf("vps"), allPlans)?.slug).toBe("vps-4");
    const custom = { cpu: 2, memory: 3, disk: 60, location: plan("vps-2").locations[0]!, os: "ubuntu-24" as const };
    expect(billedPlanOf({ custom, line: "vps", planSlug: "vps-arm-1" }, plansOf("vps"), allPlans)?.slug).toBe("vps-2");
    expect(billedPlanOf({ custom: { ...custom, cpu: 999 }, line: "vps", planSlug: null }, plansOf("vps"), allPlans)).toBeNull();
  });

  it("the configurator's tab opens with the billed plan's size, or the line's smallest", () => {
    expect(customFrom(plan("vps-2"), plansOf("vps"), "frankfurt")).toEqual({ cpu: 2, memory: 4, disk: 80, location: "frankfurt", os: "ubuntu-24" });
    expect(customFrom(null, plansOf("vps"), "")).toEqual({ cpu: 1, memory: 2, disk: 40, location: "", os: "ubuntu-24" });
    expect(customFrom(null, [], "")).toBeNull();
  });

  it("only the billed plan's locations are offered; a location no longer offered gives way to the first one that is", () => {
    const locations = [{ slug: "frankfurt" }, { slug: "atlantis" }];
    expect(offeredLocations(locations, plan("vps-1")).map((l) => l.slug)).toEqual(plan("vps-1").locations.includes("frankfurt") ? ["frankfurt"] : []);
    expect(offeredLocations(locations, null)).toEqual(locations);
    expect(locationFallback("atlantis", [{ slug: "frankfurt" }, { slug: "russia" }])).toBe("frankfurt");
    expect(locationFallback("russia", [{ slug: "frankfurt" }, { slug: "russia" }])).toBeNull();
    expect(locationFallback("", [{ slug: "frankfurt" }])).toBeNull();
    expect(locationFallback("atlantis", [])).toBeNull();
  });

  it("the screen is ready with the catalog and a plan (or a configuration), or with the catalog's failure", () => {
    expect(isReady(false, false, null, null)).toBe(false);
    expect(isReady(false, true, null, null)).toBe(false);
    expect(isReady(false, true, plan("vps-1"), null)).toBe(true);
    expect(isReady(true, false, null, null)).toBe(true);
  });
});

describe("the stages", () => {
  it("Continue: a visitor signs in or up first; a signed-in customer fills in personal data unless it is complete", () => {
    expect(stageAfterConfiguration(false, null)).toBe("account");
    expect(stageAfterConfiguration(false, true)).toBe("account");
    expect(stageAfterConfiguration(true, true)).toBe("payment");
    expect(stageAfterConfiguration(true, false)).toBe("personal");
    expect(stageAfterConfiguration(true, null)).toBe("personal");
    expect(stageAfterAccount(true)).toBe("payment");
    expect(stageAfterAccount(false)).toBe("personal");
  });

  it("Continue before the profile answered: the personal stage is left once the profile turns out complete", () => {
    expect(skipsPersonalStage("personal", true, true)).toBe(true);
    expect(skipsPersonalStage("personal", true, false)).toBe(false);
    expect(skipsPersonalStage("personal", true, null)).toBe(false);
    // Entered knowing the profile (incomplete, or back from the payment stage to edit it): the customer stays.
    expect(skipsPersonalStage("personal", false, true)).toBe(false);
    expect(skipsPersonalStage("payment", true, true)).toBe(false);
  });

  it("signed in inside the checkout: the account stage moves on once the personal data has answered", () => {
    expect(leavesAccountStage("account", true, null)).toBe(false);
    expect(leavesAccountStage("account", true, false)).toBe(true);
    expect(leavesAccountStage("account", false, true)).toBe(false);
    expect(leavesAccountStage("configuration", true, true)).toBe(false);
  });

  it("the way into the server is asked for a Linux VPS or dedicated server only", () => {
    expect(asksAccess({ line: "vps", custom: null, presetOs: "ubuntu-24" })).toBe(true);
    expect(asksAccess({ line: "vps", custom: null, presetOs: "windows-2022" })).toBe(false);
    expect(asksAccess({ line: "dedicated", custom: { cpu: 1, memory: 1, disk: 1, location: "", os: "windows-2022" }, presetOs: "ubuntu-24" })).toBe(false);
    expect(asksAccess({ line: "web-hosting", custom: null, presetOs: "ubuntu-24" })).toBe(false);
  });
});

describe("the totals", () => {
  it("a term's price for the count, the promo's discount off the discounted months, VAT split at a known rate", () => {
    // VAT is split at the customer's country's rate once it is known (sidebar-vat.ts); until then, no split.
    expect(cartTotal(plan("vps-2"), 1, 1, null, 0.19)).toEqual({ subtotal: 12, discount: 0, total: 12, vat: 1.92, net: 10.08 });
    expect(cartTotal(plan("vps-2"), 1, 1, null)).toEqual({ subtotal: 12, discount: 0, total: 12, vat: 0, net: 12 });
    const spring = { code: "SPRING10", discount: { percent: 10, months: 1 } };
    expect(cartTotal(plan("vps-1"), 1, 1, spring)).toMatchObject({ subtotal: 6, discount: 0.6, total: 5.4 });
    // Three months at 5 % off: the promo's month is a third of the term.
    expect(cartTotal(plan("vps-1"), 3, 2, null)).toMatchObject({ subtotal: 34.2, total: 34.2 });
    expect(cartTotal(plan("start"), 1, 1, null).total).toBe(2.5);
  });

  it("the analytics item names the plan, its term and count, at the term's price", () => {
    expect(itemOf(plan("vps-1"), 3, 2)).toEqual({ item_id: "vps-1", item_name: "VPS 1", item_category: "vps", item_variant: "3", price: 17.1, quantity: 2 });
  });
});

describe("the order sent and its refusals", () => {
  it("createOrder gets the plan, term, count, location, name, system, SSH key (Linux only) and the applied promo code", () => {
    const state: CheckoutState = { ...seeded("?plan=vps-1&months=3&count=2"), access: "7", promo: { code: "SPRING10", discount: { percent: 10, months: 1 } } };
    expect(orderInput(state, plan("vps-1"), "frankfurt", null)).toEqual({
      planSlug: "vps-1",
      months: 3,
      count: 2,
      location: "frankfurt",
      name: null,
      os: "ubuntu-24",
      sshKeyId: "7",
      promoCode: "SPRING10",
    });
    const windows = { ...state, presetOs: "windows-2022" as const, promo: null };
    expect(orderInput(windows, plan("vps-1"), "", "Windows")).toMatchObject({
      location: null,
      name: "VPS 1 · Windows",
      os: "windows-2022",
      sshKeyId: null,
      promoCode: null,
    });
    expect(orderInput({ ...seeded("?plan=start"), access: "7" }, plan("start"), "", null)).toMatchObject({ os: null, sshKeyId: null });
  });

  it("a refusal is known by its code, whatever the message's language; no answer at all is the network's", () => {
    const error = (kind: ApiErrorKind, code: string | null) =>
      new ApiError({
        kind,
        method: "POST",
        path: "/my/api/graphql/",
        status: kind === "network" ? null : 200,
        key: "errors:generic",
        serverMessage: "Аккаунт не подтверждён.",
        code,
        fieldErrors: {},
        silent: false,
        ignored: false,
        body: null,
      });
    expect(orderFailureKey(error("network", null))).toBe("errors:requestFailed");
    expect(orderFailureKey(error("http", "ACCOUNT_NOT_VERIFIED"))).toBe("errors:verificationRequired");
    expect(orderFailureKey(error("http", "PERSONAL_INFO_REQUIRED"))).toBe("errors:personalInfoRequired");
    expect(orderFailureKey(error("http", "SOMETHING_ELSE"))).toBeNull();
    expect(orderFailureKey(new Error("no API error"))).toBeNull();
  });

  it("placing turns the screen busy and clears the last refusal; a refusal for personal data sends the customer back to it", () => {
    const placing = checkoutReducer({ ...initialCheckout, orderError: "old", personalDone: true }, { type: "placing" });
    expect([placing.status, placing.orderError]).toEqual(["loading", null]);
    const personal = checkoutReducer(placing, { type: "orderFailed", message: "Fill in", personalRequired: true });
    expect([personal.status, personal.orderError, personal.personalDone]).toEqual(["idle", "Fill in", false]);
    const other = checkoutReducer(placing, { type: "orderFailed", message: "No", personalRequired: false });
    expect(other.personalDone).toBe(true);
  });

  it("the sidebar's plan is a preset: the custom configuration closes", () => {
    const custom = seeded("?line=vps");
    expect(custom.custom).not.toBeNull();
    const preset = checkoutReducer(custom, { type: "presetPlan", slug: "vps-4" });
    expect([preset.custom, preset.planSlug]).toEqual([null, "vps-4"]);
  });
});
