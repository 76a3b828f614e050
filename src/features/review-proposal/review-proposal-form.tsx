import { useCallback, useId, useState } from "react";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { useTranslation } from "gatsby-plugin-react-i18next";
import { REVIEW_PROPOSAL_KINDS, REVIEW_TEXT_MIN, reviewBonusEur } from "../../api-client/schemas/help";
import type { Language } from "../../lib/i18n-config";
import { FormStatus, Select, TextArea, TextInput } from "../forms-shared/fields";
import { catalogueErrorMap } from "../forms-shared/messages";
import { useSubmission } from "../forms-shared/use-submission";
import { reviewProposalFormSchema, sendReviewProposal, type ReviewProposalFormOutput, type ReviewProposalFormValues } from "./send-review-proposal";

type Props = { article: string; language: Language };

const FIELDS = ["kind", "text", "name", "email"] as const;

/**
 * Review proposals on a help article (spec §2): a reader tells the editors what is wrong, outdated or
 * missing. An accepted review earns the bonus of spec §9 (5 EUR for a review in Russian, 10 EUR otherwise).
 * Collapsed behind a button so the article stays the page's focus.
 */
export function ReviewProposalForm({ article, language }: Props) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const form = useForm<ReviewProposalFormValues, unknown, ReviewProposalFormOutput>({
    resolver: zodResolver(reviewProposalFormSchema, { error: catalogueErrorMap(t) }),
    defaultValues: { kind: "mistake", text: "", name: "", email: "" },
  });
  const send = useCallback((values: ReviewProposalFormOutput) => sendReviewProposal({ ...values, article, language }), [article, language]);
  const { state, submit, sending } = useSubmission(send, form.setError, FIELDS);
  const errors = form.formState.errors;
  const bonus = reviewBonusEur(language);

  return (
    <section className="review-proposal" aria-labelledby="review-proposal-title">
      <h2 id="review-proposal-title">{t("review.title")}</h2>
      <p>{t("review.lead")}</p>
      <p className="review-proposal__bonus">{t("review.bonus", { amount: bonus, ruAmount: reviewBonusEur("ru"), otherAmount: reviewBonusEur("en") })}</p>
      {state.status === "sent" ? (
        <div className="form-card" role="status">
          <p className="form-card__title">{t("review.sentTitle")}</p>
          <p>{t("review.sentText", { amount: state.data.bonus.amount, currency: state.data.bonus.currency })}</p>
        </div>
      ) : !open ? (
        <button type="button" className="button button--ghost" aria-expanded="false" aria-controls={panelId} onClick={() => setOpen(true)}>
          {t("review.open")}
        </button>
      ) : (
        <form id={panelId} className="form-card" noValidate onSubmit={form.handleSubmit(submit)} aria-label={t("review.title")} aria-busy={sending || undefined}>
          <Select
            id="review-kind"
            label={t("review.kind")}
            options={REVIEW_PROPOSAL_KINDS.map((value) => ({ value, label: t(`review.kinds.${value}`) }))}
            required
            registration={form.register("kind")}
            error={errors.kind?.message}
          />
          <TextArea id="review-text" label={t("review.text")} hint={t("review.textHint", { count: REVIEW_TEXT_MIN })} rows={6} required registration={form.register("text")} error={errors.text?.message} />
          <div className="form-grid">
            <TextInput id="review-name" label={t("review.name")} autoComplete="name" required registration={form.register("name")} error={errors.name?.message} />
            <TextInput id="review-email" type="email" label={t("review.email")} hint={t("review.emailHint")} autoComplete="email" required registration={form.register("email")} error={errors.email?.message} />
          </div>
          <FormStatus error={state.status === "failed" ? state.message : null} />
          <button type="submit" className="button" aria-disabled={sending || undefined}>
            {sending ? t("forms.sending") : t("review.submit")}
          </button>
        </form>
      )}
    </section>
  );
}
