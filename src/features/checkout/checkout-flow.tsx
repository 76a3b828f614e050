import { useEffect, useMemo, useRef, useState } from "react";
import type { RouteComponentProps } from "@reach/router";
import { navigate } from "gatsby";
import { useI18next, useTranslation } from "gatsby-plugin-react-i18next";
import type { z } from "zod";
import type { Plan, productLineSchema } from "../../api-client/schemas/catalog";

type ProductLine = z.infer<typeof productLineSchema>;
import { getPersonalInfo } from "../../api-client/account";
import { createOrder, validatePromo } from "../../api-client/payment";
import { orderRefusalOf } from "../../api-client/error-codes";
import { errorText, isNetworkError } from "../../api-client/error-text";
import { clamp } from "../../lib/clamp";
import { isLanguage, localizePath } from "../../lib/i18n-config";
import { pickTerm, termQuote } from "../../lib/plan-terms";
import { paymentPagePath } from "../../lib/payment-links";
import { clampChoice, planForChoice, vpsRanges, type VpsChoice } from "../../lib/vps-config";
import { createCartTracker, pushEcommerce, type AnalyticsItem } from "../../lib/analytics";
import { VpsConfigurator, VPS_OS, NumberField, diskKindOf, planSpec, specParts, useLocalizedLocations, type VpsConfig } from "../../components/configurator";
import { loadCurrencyContext, PlanPrice, setProfileCountry } from "../../components/pricing";
import { AccountStage } from "./account-stage";
import { OrderSidebar, termPrice, type AppliedPromo } from "./order-sidebar";
import { PersonalStage } from "./personal-stage";
import { sidebarVatRate } from "./sidebar-vat";
import { useCatalog } from "./use-catalog";
import { useCheckoutSession } from "./use-session";
import { keepCartInAddress } from "./cart-address";
import { Field } from "../../components/forms/field";
import { useFrameHidden } from "../../components/app-frame";
import { CheckoutHeading, checkoutFrame, useHideCheckoutFrame } from "./checkout-frame";
import { useScreenTitle } from "../../components/screen-title";
import { ServerAccessChoice, type AccessChoice } from "./server-access";

export const STAGES = ["configuration", "account", "personal", "payment"] as const;
export type Stage = (typeof STAGES)[number];

/** Lines with a custom configuration (cores, memory, disk): the public VPS and dedicated pages link here with one. */
const configurable = (line: ProductLine) => line === "vps" || line === "dedicated";

/** The sandbox and the API accept 1 to 20 servers in one order (createOrder validation). */
const MAX_COUNT = 20;

type Props = RouteComponentProps;

const itemOf = (plan: Plan, months: number, count: number): AnalyticsItem => ({
  item_id: plan.slug,
  item_name: plan.name,
  item_category: plan.line,
  item_variant: String(months),
  price: termPrice(plan, months),
  quantity: count,
});

function readQuery(search: string) {
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

/**
 * The checkout (spec §2, §4): configuration → account → personal data → payment, with the order
 * sidebar. Its status is idle or loading; a second submit while loading is ignored.
 */
export function CheckoutFlow({ location }: Props) {
  const { t } = useTranslation();
  useScreenTitle(t("checkout:title"), t("checkout:title"));
  const { language } = useI18next();
  const { catalog, error: catalogError } = useCatalog();
  const { session, refresh } = useCheckoutSession();
  const query = useMemo(() => readQuery(location?.search ?? ""), [location?.search]);
  const [stage, setStage] = useState<Stage>("configuration");
  const [status, setStatus] = useState<"idle" | "loading">("idle");
  const loadingRef = useRef(false);
  const [orderError, setOrderError] = useState<string | null>(null);
  const [promo, setPromo] = useState<AppliedPromo | null>(null);
  // null until the signed-in customer's personal data has answered (then: complete or not).
  const [personalDone, setPersonalDone] = useState<boolean | null>(null);
  // The customer's country from their personal data: null until known (a visitor, an empty profile).
  const [vatCountry, setVatCountry] = useState<string | null>(null);

  // Cart: the plan (or the custom VPS configuration), term, count, location, OS.
  const [line, setLine] = useState<ProductLine>("vps");
  const [planSlug, setPlanSlug] = useState<string | null>(null);
  const [custom, setCustom] = useState<VpsConfig | null>(null);
  const [months, setMonths] = useState(1);
  const [count, setCount] = useState(1);
  const [where, setWhere] = useState<string>("");
  // A preset server's operating system (the custom configuration has its own) and the way in (decision 159).
  const [presetOs, setPresetOs] = useState<VpsConfig["os"]>(VPS_OS[0]);
  const [access, setAccess] = useState<AccessChoice | null>(null);

  // A plan or term the customer picks is kept in the address too (cart-address.ts).
  const choosePlan = (slug: string) => {
    setPlanSlug(slug);
    keepCartInAddress({ plan: slug });
  };
  const chooseMonths = (value: number) => {
    setMonths(value);
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
  const diskKind = diskKindOf(line);

  // First catalog answer: take the cart from the query (configurators and plan pages link here).
  const seeded = useRef(false);
  useEffect(() => {
    if (!catalog || seeded.current) return;
    seeded.current = true;
    const fromPlan = query.plan ? catalog.lines.flatMap((l) => l.plans).find((p) => p.slug === query.plan) : undefined;
    const lineId = fromPlan?.line ?? catalog.lines.find((l) => l.id === query.line)?.id ?? "vps";
    const plans = catalog.lines.find((l) => l.id === lineId)?.plans ?? [];
    const plan = fromPlan ?? plans[0];
    setLine(lineId);
    if (plan) setPlanSlug(plan.slug);
    const locs = catalog.locations.filter((l) => l.lines.includes(lineId)).map((l) => l.slug);
    const loc = query.location && locs.includes(query.location) ? query.location : (plan?.locations[0] ?? locs[0] ?? "");
    setWhere(loc);
    if (plan && query.months && plan.months.includes(query.months)) setMonths(query.months);
    else if (plan) setMonths(plan.months[0] ?? 1);
    if (query.count) setCount(clamp(Math.floor(query.count), 1, MAX_COUNT));
    const askedOs = VPS_OS.find((o) => o === query.os);
    if (askedOs) setPresetOs(askedOs);
    const ranges = configurable(lineId) ? vpsRanges(plans) : null;
    if (ranges && (query.cpu || query.memory || query.disk || query.plan === null)) {
      const os = VPS_OS.find((o) => o === query.os) ?? VPS_OS[0];
      setCustom({
        ...clampChoice({ cpu: query.cpu ?? ranges.cpu.min, memory: query.memory ?? ranges.memory.min, disk: query.disk ?? ranges.disk.min }, ranges),
        location: loc,
        os,
      });
    }
    pushEcommerce(
      "view_item_list",
      plans.map((p) => itemOf(p, p.months[0] ?? 1, 1)),
      { item_list_id: lineId, item_list_name: catalog.lines.find((l) => l.id === lineId)?.name ?? lineId },
    );
  }, [catalog, query]);

  const billedPlan: Plan | null = useMemo(() => {
    if (custom && configurable(line)) {
      const match = planForChoice(linePlans, custom as VpsChoice, custom.location);
      return match ? (linePlans.find((p) => p.slug === match.slug) ?? null) : null;
    }
    return allPlans.find((p) => p.slug === planSlug) ?? null;
  }, [custom, line, linePlans, allPlans, planSlug]);
  const effectiveLocation = custom?.location ?? where;

  // The region is known after the catalog (features call, profile): a location the region may not see
  // (or the plan does not offer) gives way to the first one it may.
  useEffect(() => {
    const allowed = locations.filter((l) => !billedPlan || billedPlan.locations.includes(l.slug)).map((l) => l.slug);
    if (where && allowed.length && !allowed.includes(where)) setWhere(allowed[0]!);
  }, [locations, billedPlan, where]);

  // Cart analytics: debounced add/remove (spec §9), flushed on stage changes and when leaving.
  const cart = useMemo(() => createCartTracker(), []);
  useEffect(() => () => cart.flush(), [cart]);
  useEffect(() => {
    if (billedPlan) cart.set(itemOf(billedPlan, months, count));
  }, [billedPlan, months, count, cart]);

  const loggedIn = session.status === "authenticated";
  useEffect(() => {
    if (!loggedIn) return;
    void loadCurrencyContext(true);
    // A complete profile skips the personal-data stage; its country decides the currency (spec §6).
    void getPersonalInfo().then((r) => {
      if (!r.ok) return setPersonalDone(false);
      setProfileCountry(r.value.data.country);
      setVatCountry(r.value.data.country);
      setPersonalDone(r.value.data.is_complete);
    });
  }, [loggedIn]);

  // A promo code is validated again when the customer reaches the payment stage.
  useEffect(() => {
    if (stage !== "payment" || !promo) return;
    validatePromo(promo.code).then(
      (v) => {
        const d = v.promodiscount_set[0];
        if (!d) setPromo(null);
      },
      () => setPromo(null),
    );
    // eslint-disable-next-line react-hooks/exhaustive-deps -- checked once on reaching the payment stage, not again when the promo changes
  }, [stage]);

  const beganCheckout = useRef(false);
  const movedStage = useRef(false);
  const goTo = (next: Stage) => {
    cart.flush();
    if (next !== "configuration" && !beganCheckout.current && billedPlan) {
      beganCheckout.current = true;
      pushEcommerce("begin_checkout", [itemOf(billedPlan, months, count)]);
    }
    movedStage.current = true;
    setStage(next);
    if (typeof window !== "undefined") window.scrollTo({ top: 0 });
  };
  // A new stage takes the keyboard focus to its heading (the button that moved on is gone with its stage, and
  // the focus fell to the page); the stage's first load leaves the focus where the browser put it.
  const stages = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!movedStage.current) return;
    movedStage.current = false;
    const heading = stages.current?.querySelector<HTMLElement>(".stage-panel h2");
    if (!heading) return;
    heading.tabIndex = -1;
    heading.focus({ preventScroll: true });
  }, [stage]);
  const afterAccount = () => goTo(personalDone ? "payment" : "personal");

  // Signed in while on the account stage: move on once the personal data is known (a complete
  // profile skips its stage).
  useEffect(() => {
    if (stage === "account" && loggedIn && personalDone !== null) afterAccount();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- afterAccount is a new function each render; these three decide when to move on
  }, [stage, loggedIn, personalDone]);

  const placeOrder = async () => {
    if (loadingRef.current || !billedPlan) return; // a second submit while loading is ignored
    loadingRef.current = true;
    setStatus("loading");
    setOrderError(null);
    try {
      const os = custom ? t(`checkout:os.${custom.os}`) : null;
      const server = configurable(line) ? (custom?.os ?? presetOs) : null;
      const created = await createOrder({
        planSlug: billedPlan.slug,
        months,
        count,
        location: effectiveLocation || null,
        name: os ? `${billedPlan.name} · ${os}` : null,
        // What was bought (decision 159): the server's system, and the SSH key chosen for root (Linux only).
        os: server,
        sshKeyId: server && !server.startsWith("windows") && access ? access : null,
        // The applied (and re-validated) promo code: the sandbox/API takes its discount off the payment.
        promoCode: promo?.code ?? null,
      });
      cart.flush();
      await navigate(localizePath(paymentPagePath(created.paymentRef), isLanguage(language) ? language : "en"));
      // The order is placed and the flow leaves for its payment page. Stay "loading", as the payment page does:
      // the route change is a transition, so this screen stays on show, clickable, while the payment page's
      // code loads, and the second click of a double click landed there and placed a second order (a CI run
      // caught it). Coming back to the checkout mounts the flow anew.
    } catch (e) {
      const refusal = orderRefusalOf(e);
      if (isNetworkError(e)) setOrderError(t("errors:requestFailed"));
      else if (refusal === "account-not-verified") setOrderError(t("errors:verificationRequired"));
      else if (refusal === "personal-info-required") {
        setPersonalDone(false);
        setOrderError(t("errors:personalInfoRequired"));
      } else setOrderError(errorText(e, t));
      loadingRef.current = false;
      setStatus("idle");
    }
  };

  // The static HTML's frame stays until the checkout (or the catalog's error) can be shown (decision 143).
  const ready = !!catalogError || (!!catalog && (!!billedPlan || !!custom));
  useHideCheckoutFrame(ready);
  const framed = !useFrameHidden(checkoutFrame);
  if (catalogError)
    return (
      <p className="form-error" role="alert">
        {t("checkout:errors.catalog")}
      </p>
    );
  if (!catalog || (!billedPlan && !custom)) return framed ? null : <p role="status">{t("checkout:loading")}</p>;
  const currentIndex = STAGES.indexOf(stage);

  return (
    <div className="checkout" data-stage={stage} data-status={status} ref={stages}>
      <CheckoutHeading />
      <ol className="stages" aria-label={t("checkout:stagesLabel")}>
        {STAGES.map((s, i) => (
          <li
            key={s}
            className={i === currentIndex ? "stage stage--current" : i < currentIndex ? "stage stage--done" : "stage"}
            aria-current={i === currentIndex ? "step" : undefined}
          >
            <span className="stage__number">{i + 1}</span> {t(`checkout:stages.${s}`)}
          </li>
        ))}
      </ol>
      <div className="checkout__body">
        <div className="checkout__main">
          {stage === "configuration" ? (
            <section className="stage-panel" aria-labelledby="config-heading">
              <h2 id="config-heading">{t("checkout:stages.configuration")}</h2>
              {configurable(line) ? (
                <div className="tabs" role="tablist">
                  <button type="button" role="tab" aria-selected={!custom} className={!custom ? "tab tab--active" : "tab"} onClick={() => setCustom(null)}>
                    {t("checkout:configurator.presets")}
                  </button>
                  <button
                    type="button"
                    role="tab"
                    aria-selected={!!custom}
                    className={custom ? "tab tab--active" : "tab"}
                    onClick={() => {
                      const r = vpsRanges(linePlans);
                      const base = billedPlan?.tariff;
                      if (r)
                        setCustom({
                          cpu: base?.cpu ?? r.cpu.min,
                          memory: base?.memory ?? r.memory.min,
                          disk: base?.hdd_space ?? r.disk.min,
                          location: where,
                          os: VPS_OS[0],
                        });
                    }}
                  >
                    {t("checkout:configurator.custom")}
                  </button>
                </div>
              ) : null}
              {custom && configurable(line) ? (
                <VpsConfigurator
                  plans={linePlans}
                  locations={locations}
                  value={custom}
                  onChange={setCustom}
                  diskKind={diskKind}
                  priceOf={(p) => termPrice(linePlans.find((x) => x.slug === p.slug) ?? billedPlan!, months) / months}
                />
              ) : (
                <>
                  <div className="plan-choices" role="radiogroup" aria-label={t("checkout:sidebar.plan")}>
                    {linePlans.map((p) => (
                      <label key={p.slug} className={p.slug === planSlug ? "plan-choice plan-choice--selected" : "plan-choice"}>
                        <input type="radio" name="plan-choice" value={p.slug} checked={p.slug === planSlug} onChange={() => choosePlan(p.slug)} />
                        <strong>{p.name}</strong>
                        <span className="muted small">{specParts(t, language, diskKind, planSpec(p)).join(" · ")}</span>
                        {/* Issue 19: a preset card shows its price per month at the chosen term (or the plan's first). */}
                        <span className="plan-choice__price" data-testid="plan-choice-price">
                          <PlanPrice amountEur={termQuote(p, pickTerm(p, months)).perMonth} /> <span className="muted small">{t("checkout:perMonth")}</span>
                        </span>
                      </label>
                    ))}
                  </div>
                  {configurable(line) ? (
                    <Field label={t("checkout:configurator.os")}>
                      {(control) => (
                        <select
                          {...control}
                          className="input"
                          name="os"
                          value={presetOs}
                          onChange={(e) => setPresetOs(VPS_OS.find((o) => o === e.target.value) ?? presetOs)}
                        >
                          {VPS_OS.map((os) => (
                            <option key={os} value={os}>
                              {t(`checkout:os.${os}`)}
                            </option>
                          ))}
                        </select>
                      )}
                    </Field>
                  ) : null}
                  {locations.length ? (
                    <Field label={t("checkout:configurator.location")}>
                      {(control) => (
                        <select {...control} className="input" name="location" value={where} onChange={(e) => setWhere(e.target.value)}>
                          {locations
                            .filter((l) => !billedPlan || billedPlan.locations.includes(l.slug))
                            .map((l) => (
                              <option key={l.slug} value={l.slug}>
                                {l.name}
                              </option>
                            ))}
                        </select>
                      )}
                    </Field>
                  ) : null}
                </>
              )}
              <NumberField
                name="count"
                label={t(line === "vps" || line === "dedicated" ? "checkout:count" : "checkout:quantity")}
                value={count}
                min={1}
                max={MAX_COUNT}
                onChange={setCount}
              />
              <button
                type="button"
                className="button"
                disabled={!billedPlan}
                onClick={() => goTo(loggedIn ? (personalDone ? "payment" : "personal") : "account")}
              >
                {t("checkout:continue")}
              </button>
            </section>
          ) : null}
          {stage === "account" ? <AccountStage session={session} recheck={refresh} /> : null}
          {stage === "personal" ? (
            <PersonalStage
              onCountry={(c) => {
                setProfileCountry(c);
                setVatCountry(c);
              }}
              onDone={() => {
                setPersonalDone(true);
                goTo("payment");
              }}
            />
          ) : null}
          {stage === "payment" ? (
            <section className="stage-panel" aria-labelledby="payment-heading">
              <h2 id="payment-heading">{t("checkout:stages.payment")}</h2>
              <p>{t("checkout:payment.intro")}</p>
              {configurable(line) && !(custom?.os ?? presetOs).startsWith("windows") ? <ServerAccessChoice value={access} onChange={setAccess} /> : null}
              {orderError ? (
                <p className="form-error" role="alert">
                  {orderError}
                </p>
              ) : null}
              <div className="actions">
                <button type="button" className="button button--secondary" onClick={() => goTo("configuration")} disabled={status === "loading"}>
                  {t("checkout:back")}
                </button>
                <button type="button" className="button" onClick={() => void placeOrder()} aria-busy={status === "loading"} data-testid="place-order">
                  {status === "loading" ? t("checkout:payment.placing") : t("checkout:payment.place")}
                </button>
              </div>
            </section>
          ) : null}
        </div>
        <OrderSidebar
          plan={billedPlan}
          plans={custom ? (billedPlan ? [billedPlan] : []) : linePlans}
          configuration={
            custom && configurable(line)
              ? [
                  ...specParts(t, language, diskKind, custom),
                  locations.find((l) => l.slug === custom.location)?.name ?? custom.location,
                  t(`checkout:os.${custom.os}`),
                ]
              : null
          }
          months={months}
          count={count}
          loggedIn={loggedIn}
          promo={promo}
          vatRate={loggedIn ? sidebarVatRate(vatCountry, new Date().toISOString()) : null}
          locked={status === "loading"}
          onPlan={(slug) => {
            setCustom(null);
            choosePlan(slug);
          }}
          onMonths={chooseMonths}
          onPromo={setPromo}
        />
      </div>
    </div>
  );
}
