import { useState, type ComponentProps } from "react";
import { useTranslation } from "gatsby-plugin-react-i18next";
import { clientIsland } from "../../components/client-island";
import { IslandFailure } from "../../components/island-status";
import type { Language } from "../../lib/i18n-config";
import { reviewBonusEur } from "../../lib/rules/review";
import type { ReviewProposalForm } from "./review-proposal-form";

// The form is a client island (docs/perf/js-size-analysis.md §3 step 2): react-hook-form, the resolvers,
// the zod schemas and the form components load when the end of the article nears the viewport
// (decision 053). This module is what the template imports: nothing here may import that code (type
// imports only).
const FormIsland = clientIsland<ComponentProps<typeof ReviewProposalForm>>(() => import(/* webpackChunkName: "review-proposal-form" */ "./review-proposal-form").then((m) => ({ default: m.ReviewProposalForm })), { trigger: "visible" });

/**
 * Review proposals on a help article (spec §2): a reader tells the editors what is wrong, outdated or
 * missing. An accepted review earns the bonus of spec §9 (5 EUR for a review in Russian, 10 EUR otherwise).
 * The heading and the texts are static; the form, collapsed behind a button so the article stays the
 * page's focus, is the island. Until it has loaded, the same button stands in its box: a click on it is
 * kept and the form opens as soon as it arrives.
 */
export function ReviewProposal({ article, language }: { article: string; language: Language }) {
  const { t } = useTranslation();
  const [wantsOpen, setWantsOpen] = useState(false);
  const placeholder = (
    <button type="button" className="button button--ghost" aria-expanded="false" aria-disabled={wantsOpen || undefined} onClick={() => setWantsOpen(true)}>
      {t("review.open")}
    </button>
  );
  return (
    <section className="review-proposal" aria-labelledby="review-proposal-title">
      <h2 id="review-proposal-title">{t("review.title")}</h2>
      <p>{t("review.lead")}</p>
      <p className="review-proposal__bonus">{t("review.bonus", { amount: reviewBonusEur(language), ruAmount: reviewBonusEur("ru"), otherAmount: reviewBonusEur("en") })}</p>
      <FormIsland
        className="island island--review"
        testId="review-proposal-island"
        placeholder={placeholder}
        failure={(retry) => <IslandFailure message={t("forms.loadFailed")} retryLabel={t("forms.retry")} retry={retry} />}
        article={article}
        language={language}
        initiallyOpen={wantsOpen}
      />
    </section>
  );
}
