import { Suspense, type Dispatch, type RefObject } from "react";
import { useTranslation } from "gatsby-plugin-react-i18next";
import type { Plan } from "../../api-client/schemas/catalog";
import { pickTerm, termPrice, termQuote } from "../../lib/plan-terms";
import { VpsConfigurator, VPS_OS, NumberField, diskKindOf, planSpec, specParts, type VpsConfig } from "../../components/configurator";
import { PlanPrice } from "../../components/pricing";
import { Field } from "../../components/forms/field";
import { OrderSidebar } from "./order-sidebar";
import { CheckoutHeading } from "./checkout-frame";
import type { CheckoutSession } from "./use-session";
import { lazyPage } from "../../components/lazy-page";
import {
  asksAccess,
  configurable,
  customFrom,
  MAX_COUNT,
  offeredLocations,
  STAGES,
  stageAfterConfiguration,
  type CheckoutAction,
  type CheckoutState,
  type Stage,
} from "./checkout-rules";

/**
 * The account stage (sign in or sign up, with the auth forms' rules and messages) is a chunk of its own (decision
 * 247): a signed-in customer never sees it, so the checkout's first load does without it. The flow asks for it as
 * soon as the session is known to be anonymous (checkout-flow.tsx), before the customer can reach the stage.
 */
export const loadAccountStage = () => import("./account-stage");
const AccountStage = lazyPage(async () => ({ default: (await loadAccountStage()).AccountStage }));
/**
 * Likewise the personal-data stage and the payment stage's server-access choice (decision 252): the first screen is
 * the configuration, and a customer whose data is complete never sees the personal stage. The flow asks for
 * the next stage's code as the customer moves on (checkout-flow.tsx, `goTo`), and for the personal stage's as soon
 * as the profile is known to be incomplete.
 */
export const loadPersonalStage = () => import("./personal-stage");
export const loadServerAccess = () => import("./server-access");
const PersonalStage = lazyPage(async () => ({ default: (await loadPersonalStage()).PersonalStage }));
const ServerAccessChoice = lazyPage(async () => ({ default: (await loadServerAccess()).ServerAccessChoice }));

type Location = { slug: string; name: string };

export type CheckoutViewProps = {
  state: CheckoutState;
  dispatch: Dispatch<CheckoutAction>;
  language: string;
  /** The plans of the cart's line, and the one billed (the preset, or the custom configuration's). */
  linePlans: Plan[];
  billedPlan: Plan | null;
  /** The line's locations the customer's region may see, named in the page's language. */
  locations: Location[];
  session: CheckoutSession;
  recheckSession: () => Promise<CheckoutSession>;
  loggedIn: boolean;
  /** The stages' container: a new stage's heading takes the focus (the container's effect). */
  stagesRef: RefObject<HTMLDivElement | null>;
  choosePlan: (slug: string) => void;
  chooseMonths: (months: number) => void;
  goTo: (stage: Stage) => void;
  placeOrder: () => void;
  onProfileCountry: (country: string | null) => void;
  /** The sidebar's VAT rate: null until the customer's country is known (sidebar-vat.ts). */
  vatRate: number | null;
};

/**
 * The checkout's screen (spec §2, §4): the stages' list, the stage on show and the order sidebar, for the state
 * the container (checkout-flow.tsx) keeps with the rules of checkout-rules.ts. It renders and reports; it
 * decides nothing the rules do not.
 */
export function CheckoutView(props: CheckoutViewProps) {
  const { state, dispatch, language, linePlans, billedPlan, locations, session, recheckSession, loggedIn, stagesRef } = props;
  const { choosePlan, chooseMonths, goTo, placeOrder, onProfileCountry, vatRate } = props;
  const { t } = useTranslation();
  const { stage, status, line, custom, months, count, where, presetOs, planSlug, personalDone, promo, access, orderError } = state;
  const diskKind = diskKindOf(line);
  const currentIndex = STAGES.indexOf(stage);

  return (
    <div className="checkout" data-stage={stage} data-status={status} ref={stagesRef}>
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
                  <button
                    type="button"
                    role="tab"
                    aria-selected={!custom}
                    className={!custom ? "tab tab--active" : "tab"}
                    onClick={() => dispatch({ type: "custom", custom: null })}
                  >
                    {t("checkout:configurator.presets")}
                  </button>
                  <button
                    type="button"
                    role="tab"
                    aria-selected={!!custom}
                    className={custom ? "tab tab--active" : "tab"}
                    onClick={() => {
                      const opened = customFrom(billedPlan, linePlans, where);
                      if (opened) dispatch({ type: "custom", custom: opened });
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
                  onChange={(next: VpsConfig) => dispatch({ type: "custom", custom: next })}
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
                          onChange={(e) => dispatch({ type: "presetOs", os: VPS_OS.find((o) => o === e.target.value) ?? presetOs })}
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
                        <select
                          {...control}
                          className="input"
                          name="location"
                          value={where}
                          onChange={(e) => dispatch({ type: "where", where: e.target.value })}
                        >
                          {offeredLocations(locations, billedPlan).map((l) => (
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
                onChange={(next: number) => dispatch({ type: "count", count: next })}
              />
              <button type="button" className="button" disabled={!billedPlan} onClick={() => goTo(stageAfterConfiguration(loggedIn, personalDone))}>
                {t("checkout:continue")}
              </button>
            </section>
          ) : null}
          {stage === "account" ? (
            // Its own boundary: while its code arrives the stages' list and the sidebar stay, not the routes' loading line.
            <Suspense fallback={null}>
              <AccountStage session={session} recheck={recheckSession} />
            </Suspense>
          ) : null}
          {stage === "personal" ? (
            // While its code arrives, the stage's own loading line (the one it shows while the saved data is asked).
            <Suspense fallback={<p role="status">{t("checkout:loading")}</p>}>
              <PersonalStage
                onCountry={onProfileCountry}
                onDone={() => {
                  dispatch({ type: "personal", done: true });
                  goTo("payment");
                }}
              />
            </Suspense>
          ) : null}
          {stage === "payment" ? (
            <section className="stage-panel" aria-labelledby="payment-heading">
              <h2 id="payment-heading">{t("checkout:stages.payment")}</h2>
              <p>{t("checkout:payment.intro")}</p>
              {asksAccess(state) ? (
                <Suspense fallback={null}>
                  <ServerAccessChoice value={access} onChange={(next) => dispatch({ type: "access", access: next })} />
                </Suspense>
              ) : null}
              {orderError ? (
                <p className="form-error" role="alert">
                  {orderError}
                </p>
              ) : null}
              <div className="actions">
                <button type="button" className="button button--secondary" onClick={() => goTo("configuration")} disabled={status === "loading"}>
                  {t("checkout:back")}
                </button>
                <button type="button" className="button" onClick={placeOrder} aria-busy={status === "loading"} data-testid="place-order">
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
          vatRate={vatRate}
          locked={status === "loading"}
          onPlan={(slug) => {
            dispatch({ type: "presetPlan", slug });
            choosePlan(slug);
          }}
          onMonths={chooseMonths}
          onPromo={(next) => dispatch({ type: "promo", promo: next })}
        />
      </div>
    </div>
  );
}
