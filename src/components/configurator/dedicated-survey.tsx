import { useState } from "react";
import { useI18next, useTranslation } from "gatsby-plugin-react-i18next";
import { SmartLink } from "../smart-link";
import { checkoutQuery, recommendDedicated, type ConfigPlan, type SurveyAnswers } from "../../lib/vps-config";
import { PlanPrice } from "../pricing";
import { planSpec, specParts } from "./spec-text";
import { Field } from "../../components/forms/field";

const PURPOSES: SurveyAnswers["purpose"][] = ["web", "database", "storage", "compute"];
const BUDGETS: SurveyAnswers["budget"][] = ["low", "mid", "high"];

/**
 * Dedicated-server survey: three questions, then the recommended set of catalog plans (best match
 * first, src/lib/vps-config.ts) with an Order link to the checkout of each (in the chosen location).
 */
export function DedicatedSurvey({ plans, locations }: { plans: ConfigPlan[]; locations: Array<{ slug: string; name: string }> }) {
  const { t } = useTranslation();
  const { language } = useI18next();
  const [answers, setAnswers] = useState<SurveyAnswers>({ purpose: "web", budget: "mid", location: null });
  const [asked, setAsked] = useState<SurveyAnswers | null>(null);
  // A location the region may not see (known after the features call) counts as "any".
  const visible = (a: SurveyAnswers): SurveyAnswers => ({ ...a, location: a.location && locations.some((l) => l.slug === a.location) ? a.location : null });
  const result = asked ? recommendDedicated(plans, visible(asked)) : [];
  const where = asked ? visible(asked).location : null;
  return (
    <form
      className="survey"
      data-testid="dedicated-survey"
      onSubmit={(e) => {
        e.preventDefault();
        setAsked(answers);
      }}
    >
      <div className="survey__questions">
        <fieldset>
          <legend>{t("checkout:survey.purpose")}</legend>
          {PURPOSES.map((p) => (
            <label key={p} className="choice">
              <input type="radio" name="purpose" checked={answers.purpose === p} onChange={() => setAnswers({ ...answers, purpose: p })} />{" "}
              {t(`checkout:survey.purposes.${p}`)}
            </label>
          ))}
        </fieldset>
        <fieldset>
          <legend>{t("checkout:survey.budget")}</legend>
          {BUDGETS.map((b) => (
            <label key={b} className="choice">
              <input type="radio" name="budget" checked={answers.budget === b} onChange={() => setAnswers({ ...answers, budget: b })} />{" "}
              {t(`checkout:survey.budgets.${b}`)}
            </label>
          ))}
        </fieldset>
        <Field label={t("checkout:configurator.location")}>
          {(control) => (
            <select
              {...control}
              className="input"
              name="survey-location"
              value={answers.location ?? ""}
              onChange={(e) => setAnswers({ ...answers, location: e.target.value || null })}
            >
              <option value="">{t("checkout:survey.anyLocation")}</option>
              {locations.map((l) => (
                <option key={l.slug} value={l.slug}>
                  {l.name}
                </option>
              ))}
            </select>
          )}
        </Field>
      </div>
      <button type="submit" className="button">
        {t("checkout:survey.submit")}
      </button>
      <div className="survey__result" aria-live="polite">
        {asked && !result.length ? <p className="muted">{t("checkout:survey.none")}</p> : null}
        {result.length ? (
          <ol className="survey__list" data-testid="survey-result">
            {result.map((p, i) => (
              <li key={p.slug} className={i === 0 ? "survey__item survey__item--best" : "survey__item"} data-plan={p.slug}>
                <div>
                  {i === 0 ? <span className="plan-card__badge survey__badge">{t("checkout:survey.best")}</span> : null}
                  <strong>{p.name}</strong>
                  <span className="muted small survey__specs">{specParts(t, language, "plain", planSpec(p)).join(" · ")}</span>
                </div>
                <span>
                  <PlanPrice amountEur={p.price} /> <span className="muted">{t("checkout:perMonth")}</span>
                </span>
                <SmartLink href={checkoutQuery({ line: "dedicated", plan: p.slug, location: where })} className={i === 0 ? "button" : "button button--ghost"}>
                  {t("checkout:survey.order")}
                  <span className="visually-hidden"> {p.name}</span>
                </SmartLink>
              </li>
            ))}
          </ol>
        ) : null}
      </div>
    </form>
  );
}
