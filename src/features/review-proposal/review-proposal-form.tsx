import { lazy, Suspense, useId, useState } from "react";
import { useTranslation } from "gatsby-plugin-react-i18next";
import type { Language } from "../../lib/i18n-config";

// The form itself (react-hook-form, the request schema, zod) is a chunk of its own, fetched on opening.
const ReviewProposalPanel = lazy(() => import("./review-proposal-panel"));

type Props = {
  article: string;
  language: Language;
  /** Open at once: the reader already asked for the form while it was loading (review-proposal.tsx). */
  initiallyOpen?: boolean;
};

/**
 * The review proposal form of a help article (the island of review-proposal.tsx, which shows the heading
 * and the bonus): a button that opens the form, the form, and the thank-you once it was sent. Opening
 * loads the form (review-proposal-panel.tsx) and moves the focus to its first field.
 */
export function ReviewProposalForm({ article, language, initiallyOpen = false }: Props) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(initiallyOpen);
  const panelId = useId();
  const button = (expanded: boolean) => (
    <button
      type="button"
      className="button button--ghost"
      aria-expanded={expanded}
      aria-controls={panelId}
      aria-busy={expanded || undefined}
      onClick={() => setOpen(true)}
    >
      {t("review.open")}
    </button>
  );
  if (!open) return button(false);
  return (
    <Suspense fallback={button(true)}>
      <ReviewProposalPanel article={article} language={language} panelId={panelId} />
    </Suspense>
  );
}
