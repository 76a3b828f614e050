import { useCallback, useEffect, useId, useRef, useState } from "react";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { useTranslation } from "gatsby-plugin-react-i18next";
import { REVIEW_PROPOSAL_KINDS, REVIEW_TEXT_MIN } from "../../lib/rules/review";
import type { Language } from "../../lib/i18n-config";
import { FormStatus, Select, TextArea, TextInput } from "../../components/forms/controls";
import { catalogueErrorMap } from "../../components/forms/form-messages";
import { FormToaster } from "../../components/forms/form-toaster";
import { useSubmission } from "../../components/forms/use-submission";
import { reviewProposalFormSchema, sendReviewProposal, type ReviewProposalFormOutput, type ReviewProposalFormValues } from "./send-review-proposal";

type Props = {
  article: string;
  language: Language;
  /** Open at once: the reader already asked for the form while it was loading (review-proposal.tsx). */
  initiallyOpen?: boolean;
};

const FIELDS = ["kind", "text", "name", "email"] as const;

/**
 * The review proposal form of a help article (the island of review-proposal.tsx, which shows the heading
 * and the bonus): a button that opens the form, the form, and the thank-you once it was sent. Opening
 * moves the focus to the form's first field.
 */
export function ReviewProposalForm({ article, language, initiallyOpen = false }: Props) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(initiallyOpen);
  const panelId = useId();
  const formRef = useRef<HTMLFormElement>(null);
  useEffect(() => {
    if (open) formRef.current?.querySelector("select")?.focus();
  }, [open]);
  const form = useForm<ReviewProposalFormValues, unknown, ReviewProposalFormOutput>({
    resolver: zodResolver(reviewProposalFormSchema, { error: catalogueErrorMap(t) }),
    defaultValues: { kind: "mistake", text: "", name: "", email: "" },
  });
  const send = useCallback((values: ReviewProposalFormOutput) => sendReviewProposal({ ...values, article, language }), [article, language]);
  const { state, submit, sending } = useSubmission(send, form.setError, FIELDS, { analyticsName: "review_proposal" });
  const errors = form.formState.errors;

  // The toasts sit outside the form (spec §8: a 429 is a toast), so the form's own alert stays the only one in it.
  const body =
    state.status === "sent" ? (
      <div className="form-card" role="status">
        <p className="form-card__title">{t("review.sentTitle")}</p>
        <p>{t("review.sentText", { amount: state.data.bonus.amount, currency: state.data.bonus.currency })}</p>
      </div>
    ) : !open ? (
      <button type="button" className="button button--ghost" aria-expanded="false" aria-controls={panelId} onClick={() => setOpen(true)}>
        {t("review.open")}
      </button>
    ) : (
      <form
        ref={formRef}
        id={panelId}
        className="form-card"
        noValidate
        onSubmit={form.handleSubmit(submit)}
        aria-label={t("review.title")}
        aria-busy={sending || undefined}
      >
        <Select
          id="review-kind"
          label={t("review.kind")}
          options={REVIEW_PROPOSAL_KINDS.map((value) => ({ value, label: t(`review.kinds.${value}`) }))}
          required
          registration={form.register("kind")}
          error={errors.kind?.message}
        />
        <TextArea
          id="review-text"
          label={t("review.text")}
          hint={t("review.textHint", { count: REVIEW_TEXT_MIN })}
          rows={6}
          required
          registration={form.register("text")}
          error={errors.text?.message}
        />
        <div className="form-grid">
          <TextInput id="review-name" label={t("review.name")} autoComplete="name" required registration={form.register("name")} error={errors.name?.message} />
          <TextInput
            id="review-email"
            type="email"
            label={t("review.email")}
            hint={t("review.emailHint")}
            autoComplete="email"
            required
            registration={form.register("email")}
            error={errors.email?.message}
          />
        </div>
        <FormStatus error={state.status === "failed" ? state.message : null} />
        <button type="submit" className="button" aria-disabled={sending || undefined}>
          {sending ? t("forms.sending") : t("review.submit")}
        </button>
      </form>
    );
  return (
    <>
      {body}
      <FormToaster />
    </>
  );
}
