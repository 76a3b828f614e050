import { useForm } from "react-hook-form";
import { zodMiniResolver } from "../../components/forms/zod-mini-resolver";
import { useTranslation } from "gatsby-plugin-react-i18next";
import { FormStatus, TextInput } from "../../components/forms/controls";
import { catalogueErrorMap } from "../../components/forms/form-messages";
import { FormToaster } from "../../components/forms/form-toaster";
import { useSubmission } from "../../components/forms/use-submission";
import { NEW_CUSTOMER_PROMO } from "./promo-terms";
import { emailPromoFormSchema, sendEmailPromo, type EmailPromoFormValues } from "./send-email-promo";

type Props = {
  /** New-customer discount of spec §9; pass siteSettings.claims values when the page has them. */
  percent?: number;
  months?: number;
  /** Distinguishes two promo forms on one page (ids must be unique). */
  idPrefix?: string;
};

const FIELDS = ["email"] as const;

/**
 * The e-mail promo form (spec §7, §8): an address in, a new-customer promo code mailed out. Success shows
 * the discount text; a failure shows every field error joined into one message, or the generic one.
 */
export function EmailPromoForm({ percent = NEW_CUSTOMER_PROMO.percent, months = NEW_CUSTOMER_PROMO.months, idPrefix = "promo" }: Props) {
  const { t } = useTranslation();
  const form = useForm<EmailPromoFormValues>({
    resolver: zodMiniResolver(emailPromoFormSchema, { error: catalogueErrorMap(t) }),
    defaultValues: { email: "" },
  });
  const { state, submit, sending } = useSubmission(sendEmailPromo, form.setError, FIELDS, { joinFieldErrors: true, analyticsName: "email_promo" });
  const titleId = `${idPrefix}-title`;

  if (state.status === "sent") {
    return (
      <div className="form-card form-card--promo form-card--sent" role="status">
        <h2 className="form-card__title">{t("emailPromo.sentTitle")}</h2>
        <p>{t("emailPromo.sentText", { percent, count: months })}</p>
      </div>
    );
  }

  // The toasts sit outside the form (spec §8: a 429 is a toast), so the form's own alert stays the only one in it.
  return (
    <>
      <form className="form-card form-card--promo" noValidate onSubmit={form.handleSubmit(submit)} aria-labelledby={titleId} aria-busy={sending || undefined}>
        <h2 id={titleId} className="form-card__title">
          {t("emailPromo.title", { percent })}
        </h2>
        <p className="form-card__lead">{t("emailPromo.lead", { percent, count: months })}</p>
        <div className="form-inline">
          <TextInput
            id={`${idPrefix}-email`}
            type="email"
            label={t("emailPromo.email")}
            autoComplete="email"
            required
            registration={form.register("email")}
            error={form.formState.errors.email?.message}
          />
          <button type="submit" className="button" aria-disabled={sending || undefined}>
            {sending ? t("forms.sending") : t("emailPromo.submit")}
          </button>
        </div>
        <FormStatus error={state.status === "failed" ? state.message : null} />
        <p className="form-card__fineprint">{t("emailPromo.fineprint")}</p>
      </form>
      <FormToaster />
    </>
  );
}
