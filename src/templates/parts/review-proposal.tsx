import { useTranslation } from "gatsby-plugin-react-i18next";
import { Island } from "../../islands/island";
import reviewProposalIsland from "../../islands/entries/review-proposal";
import type { Language } from "../../lib/i18n-config";
import { reviewBonusEur } from "../../lib/rules/review";

/**
 * Review proposals on a help article (spec §2): a reader tells the editors what is wrong, outdated or
 * missing. An accepted review earns the bonus of spec §9 (5 EUR for a review in Russian, 10 EUR otherwise).
 * The heading and the texts are static; the form, collapsed behind a button so the article stays the
 * page's focus, is an island (decision 078): its button is in the HTML, and a click on it before the
 * island's code has arrived opens the form when it has.
 */
export function ReviewProposal({ article, language }: { article: string; language: Language }) {
  const { t } = useTranslation();
  return (
    <section className="review-proposal" aria-labelledby="review-proposal-title">
      <h2 id="review-proposal-title">{t("review.title")}</h2>
      <p>{t("review.lead")}</p>
      <p className="review-proposal__bonus">
        {t("review.bonus", { amount: reviewBonusEur(language), ruAmount: reviewBonusEur("ru"), otherAmount: reviewBonusEur("en") })}
      </p>
      <Island of={reviewProposalIsland} props={{ article, language }} className="island island--review" testId="review-proposal-island" />
    </section>
  );
}
