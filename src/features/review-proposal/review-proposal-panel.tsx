import { useCallback, useEffect, useRef } from "react";
import { useForm } from "react-hook-form";
import { zodMiniResolver } from "../../components/forms/zod-mini-resolver";
import { useTranslation } from "gatsby-plugin-react-i18next";
import { REVIEW_PROPOSAL_KINDS, REVIEW_TEXT_MIN } from "../../lib/rules/review";
import type { Language } from "../../lib/i18n-config";
import { FormStatus, Select, TextArea, TextInput } from "../../components/forms/controls";
import { catalogueErrorMap } from "../../components/forms/form-messages";
import { FormToaster } from "../../components/forms/form-toaster";
import { useSubmission } from "../../components/forms/use-submission";
import { reviewProposalFormSchema, sendReviewProposal, type ReviewProposalFormOutput, type ReviewProposalFormValues } from "./send-review-proposal";

const FIELDS = ["kind", "text", "name", "email"] as const;

/**
 * The open review proposal form and its thank-you, loaded when the reader opens it (review-proposal-form.tsx):
 * react-hook-form, the request schema and zod are not fetched by a help article whose form stays closed
 * (decision 109). Mounting moves the focus to the form's first field.
 */
export default function ReviewProposalPanel({ article, language, panelId }: { article: string; language: Language; panelId: string }) {
  const { t } = useTranslation();
  const formRef = useRef<HTMLFormElement>(null);
  useEffect(() => {
    formRef.current?.querySelector("select")?.focus();
  }, []);
  const form = useForm<ReviewProposalFormValues, unknown, ReviewProposalFormOutput>({
    resolver: zodMiniResolver(reviewProposalFormSchema, { error: catalogueErrorMap(t) }),
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
