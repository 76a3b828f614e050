import { useState } from "react";
import { useTranslation } from "gatsby-plugin-react-i18next";
import { recommendDedicated, type ConfigPlan, type SurveyAnswers } from "../../lib/vps-config";
import { PlanPrice } from "../pricing";

const PURPOSES: SurveyAnswers["purpose"][] = ["web", "database", "storage", "compute"];
const BUDGETS: SurveyAnswers["budget"][] = ["low", "mid", "high"];

/** Dedicated-server survey: three questions, then the recommended servers with links to the checkout. */
export function DedicatedSurvey({ plans, locations, checkoutHref }: { plans: ConfigPlan[]; locations: Array<{ slug: string; name: string }>; checkoutHref: (slug: string) => string }) {
  const { t } = useTranslation();
  const [answers, setAnswers] = useState<SurveyAnswers>({ purpose: "web", budget: "mid", location: null });
  const [shown, setShown] = useState(false);
  const result = shown ? recommendDedicated(plans, answers) : [];
  return (
    <form
      className="survey"
      data-testid="dedicated-survey"
      onSubmit={(e) => {
        e.preventDefault();
        setShown(true);
      }}
    >
      <fieldset>
        <legend>{t("checkout:survey.purpose")}</legend>
        {PURPOSES.map((p) => (
          <label key={p} className="choice">
            <input type="radio" name="purpose" checked={answers.purpose === p} onChange={() => setAnswers({ ...answers, purpose: p })} /> {t(`checkout:survey.purposes.${p}`)}
          </label>
        ))}
      </fieldset>
      <fieldset>
        <legend>{t("checkout:survey.budget")}</legend>
        {BUDGETS.map((b) => (
          <label key={b} className="choice">
            <input type="radio" name="budget" checked={answers.budget === b} onChange={() => setAnswers({ ...answers, budget: b })} /> {t(`checkout:survey.budgets.${b}`)}
          </label>
        ))}
      </fieldset>
      <label className="field">
        <span>{t("checkout:configurator.location")}</span>
        <select value={answers.location ?? ""} onChange={(e) => setAnswers({ ...answers, location: e.target.value || null })}>
          <option value="">{t("checkout:survey.anyLocation")}</option>
          {locations.map((l) => (
            <option key={l.slug} value={l.slug}>
              {l.name}
            </option>
          ))}
        </select>
      </label>
      <button type="submit" className="button">
        {t("checkout:survey.submit")}
      </button>
      {shown ? (
        <ol className="survey__result" aria-live="polite">
          {result.map((p) => (
            <li key={p.slug}>
              <strong>{p.name}</strong> · <PlanPrice amountEur={p.price} /> {t("checkout:perMonth")} ·{" "}
              <a href={checkoutHref(p.slug)}>{t("checkout:survey.order")}</a>
            </li>
          ))}
        </ol>
      ) : null}
    </form>
  );
}
