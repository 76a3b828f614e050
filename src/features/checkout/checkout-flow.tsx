import { startTransition, useEffect, useMemo, useReducer, useRef, useState } from "react";
import type { RouteComponentProps } from "@reach/router";
import { navigate } from "gatsby";
import { useI18next, useTranslation } from "gatsby-plugin-react-i18next";
import { getPersonalInfo } from "../../api-client/account";
import { createOrder, validatePromo } from "../../api-client/payment";
import { errorText } from "../../api-client/error-text";
import { isLanguage, localizePath } from "../../lib/i18n-config";
import { paymentPagePath } from "../../lib/payment-links";
import { createCartTracker, pushEcommerce } from "../../lib/analytics";
import { useLocalizedLocations } from "../../components/configurator";
import { loadCurrencyContext, setProfileCountry } from "../../components/pricing";
import { useCatalog } from "./use-catalog";
import { useCheckoutSession } from "./use-session";
import { keepCartInAddress } from "./cart-address";
import { useFrameHidden } from "../../components/app-frame";
import { checkoutFrame, useHideCheckoutFrame } from "./checkout-frame";
import { useScreenTitle } from "../../components/screen-title";
import { CheckoutView, loadAccountStage, loadPersonalStage, loadServerAccess } from "./checkout-view";
import { sidebarVatRate } from "./sidebar-vat";
import {
  asksAccess,
  billedPlanOf,
  checkoutReducer,
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
  type Stage,
} from "./checkout-rules";

type Props = RouteComponentProps;

/**
 * The checkout (spec §2, §4): configuration → account → personal data → payment, with the order
 * sidebar. The container: it keeps the state with the rules' reducer (checkout-rules.ts), talks to the API
 * and the analytics, and hands the screen (checkout-view.tsx) what to show. Its status is idle or loading;
 * a second submit while loading is ignored.
 */
export function CheckoutFlow({ location }: Props) {
  const { t } = useTranslation();
  useScreenTitle(t("checkout:title"), t("checkout:title"));
  const { language } = useI18next();
  const { catalog, error: catalogError } = useCatalog();
  const { session, refresh } = useCheckoutSession();
  const query = useMemo(() => readQuery(location?.search ?? ""), [location?.search]);
  const [state, dispatch] = useReducer(checkoutReducer, initialCheckout);
  const { stage, promo, personalDone, line, custom, months, count, where } = state;
  const loadingRef = useRef(false);

  // A plan or term the customer picks is kept in the address too (cart-address.ts).
  const choosePlan = (slug: string) => {
    dispatch({ type: "plan", slug });
    keepCartInAddress({ plan: slug });
  };
  const chooseMonths = (value: number) => {
    dispatch({ type: "months", months: value });
    keepCartInAddress({ months: String(value) });
  };

  const linePlans = useMemo(() => catalog?.lines.find((l) => l.id === line)?.plans ?? [], [catalog, line]);
  const allPlans = useMemo(() => catalog?.lines.flatMap((l) => l.plans) ?? [], [catalog]);
  // Spec §6: regional locations (Russia, Ukraine) only for users of that region, first for them; named
  // in the page's language like the public configurators' (src/components/configurator/localized-locations.ts).
  const lineLocations = useMemo(
    () => (catalog?.locations ?? []).filter((l) => l.lines.includes(line)).map((l) => ({ slug: l.slug, name: l.name, countryCode: l.country_code })),
    [catalog, line],
  );
  const locations = useLocalizedLocations(lineLocations);

  // First catalog answer: the cart is taken from the query (configurators and plan pages link here) in the render that
  // first has the catalog, not in an effect after it: the effect's update rendered the whole checkout a second time,
  // in one long task outside the catalog's transition (issue 40). React renders this component again at once.
  if (catalog && !state.seeded) {
    const { plans: _plans, ...cart } = seedCart(catalog, query);
    dispatch({ type: "seed", cart });
  }
  const listed = useRef(false);
  useEffect(() => {
    if (!catalog || !state.seeded || listed.current) return;
    listed.current = true;
    pushEcommerce(
      "view_item_list",
      linePlans.map((p) => itemOf(p, p.months[0] ?? 1, 1)),
      { item_list_id: line, item_list_name: catalog.lines.find((l) => l.id === line)?.name ?? line },
    );
  }, [catalog, state.seeded, linePlans, line]);

  const billedPlan = useMemo(
    () => billedPlanOf({ custom, line, planSlug: state.planSlug }, linePlans, allPlans),
    [custom, line, linePlans, allPlans, state.planSlug],
  );
  const effectiveLocation = custom?.location ?? where;

  // The region is known after the catalog (features call, profile): a location the region may not see
  // (or the plan does not offer) gives way to the first one it may, in the same render (as the seed above).
  const fallback = locationFallback(where, offeredLocations(locations, billedPlan));
  if (fallback !== null) dispatch({ type: "where", where: fallback });

  // Cart analytics: debounced add/remove (spec §9), flushed on stage changes and when leaving.
  const cart = useMemo(() => createCartTracker(), []);
  useEffect(() => () => cart.flush(), [cart]);
  useEffect(() => {
    if (billedPlan) cart.set(itemOf(billedPlan, months, count));
  }, [billedPlan, months, count, cart]);

  const loggedIn = session.status === "authenticated";
  // The customer's country from their personal data: null until known (a visitor, an empty profile).
  const [vatCountry, setVatCountry] = useState<string | null>(null);
  // Known signed out on this page before: the features answer was for a visitor, and is asked again once signed in.
  // Signed in from the start, the page's first features call carried the session (the profile's country): asking
  // again gave the same answers and renders for nothing (issue 40).
  const wasSignedOut = useRef(false);
  useEffect(() => {
    if (session.status === "anonymous") wasSignedOut.current = true;
  }, [session.status]);
  useEffect(() => {
    if (!loggedIn) return;
    if (wasSignedOut.current) void loadCurrencyContext(true);
    // A complete profile skips the personal-data stage; its country decides the currency (spec §6).
    // The answer renders the flow in a transition, in slices, not in one long task (issue 40).
    void getPersonalInfo().then((r) =>
      startTransition(() => {
        if (!r.ok) return dispatch({ type: "personal", done: false });
        setProfileCountry(r.value.data.country);
        setVatCountry(r.value.data.country);
        dispatch({ type: "personal", done: r.value.data.is_complete });
      }),
    );
  }, [loggedIn]);

  // A promo code is validated again when the customer reaches the payment stage.
  useEffect(() => {
    if (stage !== "payment" || !promo) return;
    validatePromo(promo.code).then(
      (v) => {
        const d = v.promodiscount_set[0];
        if (!d) dispatch({ type: "promo", promo: null });
      },
      () => dispatch({ type: "promo", promo: null }),
    );
    // eslint-disable-next-line react-hooks/exhaustive-deps -- checked once on reaching the payment stage, not again when the promo changes
  }, [stage]);

  const beganCheckout = useRef(false);
  const movedStage = useRef(false);
  // Whether the personal-data stage was entered before the profile had answered (skipsPersonalStage).
  const personalUnknownAtEntry = useRef(false);
  const goTo = (next: Stage) => {
    // The next stage's code, if it is a chunk of its own (decision 252); a failure is the lazy stage's to show.
    if (next === "personal") void loadPersonalStage().catch(() => undefined);
    if (next === "payment" && asksAccess(state)) void loadServerAccess().catch(() => undefined);
    cart.flush();
    if (next !== "configuration" && !beganCheckout.current && billedPlan) {
      beganCheckout.current = true;
      pushEcommerce("begin_checkout", [itemOf(billedPlan, months, count)]);
    }
    movedStage.current = true;
    personalUnknownAtEntry.current = next === "personal" && personalDone === null;
    dispatch({ type: "stage", stage: next });
    if (typeof window !== "undefined") window.scrollTo({ top: 0 });
  };
  // A new stage takes the keyboard focus to its heading (the button that moved on is gone with its stage, and
  // the focus fell to the page); the stage's first load leaves the focus where the browser put it.
  const stages = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!movedStage.current) return;
    movedStage.current = false;
    const container = stages.current;
    if (!container) return;
    const focusHeading = () => {
      const heading = container.querySelector<HTMLElement>(".stage-panel h2");
      if (!heading) return false;
      heading.tabIndex = -1;
      heading.focus({ preventScroll: true });
      return true;
    };
    if (focusHeading()) return;
    // A stage whose code loads on demand (the account stage, decision 247) shows its heading once the code is here.
    const observer = new MutationObserver(() => {
      if (focusHeading()) observer.disconnect();
    });
    observer.observe(container, { childList: true, subtree: true });
    return () => observer.disconnect();
  }, [stage]);

  // The account stage's code is asked for once the customer is known to be signed out (decision 247): it is there
  // by the time they can reach the stage; a signed-in customer's checkout never loads it.
  const signedOut = session.status === "anonymous";
  useEffect(() => {
    if (signedOut) void loadAccountStage().catch(() => undefined);
  }, [signedOut]);
  // A signed-in customer whose personal data is incomplete will see its stage: its code is asked for once that is known.
  useEffect(() => {
    if (personalDone === false) void loadPersonalStage().catch(() => undefined);
  }, [personalDone]);

  // Signed in while on the account stage: move on once the personal data is known (a complete
  // profile skips its stage).
  useEffect(() => {
    if (leavesAccountStage(stage, loggedIn, personalDone)) goTo(stageAfterAccount(personalDone));
    // Continue pressed before the profile answered: a complete profile skips the personal-data stage all the same.
    else if (skipsPersonalStage(stage, personalUnknownAtEntry.current, personalDone)) goTo("payment");
    // eslint-disable-next-line react-hooks/exhaustive-deps -- goTo is a new function each render; these three decide when to move on
  }, [stage, loggedIn, personalDone]);

  const placeOrder = async () => {
    if (loadingRef.current || !billedPlan) return; // a second submit while loading is ignored
    loadingRef.current = true;
    dispatch({ type: "placing" });
    try {
      const osName = custom ? t(`checkout:os.${custom.os}`) : null;
      const created = await createOrder(orderInput(state, billedPlan, effectiveLocation, osName));
      cart.flush();
      await navigate(localizePath(paymentPagePath(created.paymentRef), isLanguage(language) ? language : "en"));
      // The order is placed and the flow leaves for its payment page. Stay "loading", as the payment page does:
      // the route change is a transition, so this screen stays on show, clickable, while the payment page's
      // code loads, and the second click of a double click landed there and placed a second order (a CI run
      // caught it). Coming back to the checkout mounts the flow anew.
    } catch (e) {
      const key = orderFailureKey(e);
      dispatch({ type: "orderFailed", message: key ? t(key) : errorText(e, t), personalRequired: key === "errors:personalInfoRequired" });
      loadingRef.current = false;
    }
  };

  // The static HTML's frame stays until the checkout (or the catalog's error) can be shown (decision 143).
  const ready = isReady(!!catalogError, !!catalog, billedPlan, custom);
  useHideCheckoutFrame(ready);
  const framed = !useFrameHidden(checkoutFrame);
  if (catalogError)
    return (
      <p className="form-error" role="alert">
        {t("checkout:errors.catalog")}
      </p>
    );
  if (!catalog || (!billedPlan && !custom)) return framed ? null : <p role="status">{t("checkout:loading")}</p>;

  return (
    <CheckoutView
      state={state}
      dispatch={dispatch}
      language={language}
      linePlans={linePlans}
      billedPlan={billedPlan}
      locations={locations}
      session={session}
      recheckSession={refresh}
      loggedIn={loggedIn}
      stagesRef={stages}
      choosePlan={choosePlan}
      chooseMonths={chooseMonths}
      goTo={goTo}
      placeOrder={() => void placeOrder()}
      vatRate={loggedIn ? sidebarVatRate(vatCountry, new Date().toISOString()) : null}
      onProfileCountry={(c) => {
        setProfileCountry(c);
        setVatCountry(c);
      }}
    />
  );
}
