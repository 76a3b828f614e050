import { useEffect, useMemo, useRef } from "react";
import { useForm } from "react-hook-form";
import { zodMiniResolver } from "../../components/forms/zod-mini-resolver";
import { useTranslation } from "gatsby-plugin-react-i18next";
import { CONTACT_SUBJECTS } from "../../lib/contact-subjects";
import { FormStatus, Select, TextArea, TextInput } from "../../components/forms/controls";
import { catalogueErrorMap } from "../../components/forms/form-messages";
import { FormToaster } from "../../components/forms/form-toaster";
import { useSubmission } from "../../components/forms/use-submission";
import { contactRequestSchema, sendContact, type ContactFormValues, type ContactRequest } from "./send-contact";

export type ContactSubjectOption = { value: string; label: string };

type Props = {
  /** The subjects of the contacts page document (`contactSubjects[]`, decision 003); the catalogue's labels when absent. */
  subjects?: ContactSubjectOption[] | null;
  /** Pre-selected subject, e.g. from `?subject=billing`. */
  defaultSubject?: string;
};

const FIELDS = ["name", "email", "subject", "message"] as const;

/** The contact form of /contacts/ with a subject selector (spec §2), sending to POST /my/api/contact/. */
export function ContactForm({ subjects, defaultSubject }: Props) {
  const { t } = useTranslation();
  const options = useMemo(() => {
    const known = (CONTACT_SUBJECTS as readonly string[]).filter((v) => v);
    const fromCms = (subjects ?? []).filter((s) => known.includes(s.value));
    return fromCms.length ? fromCms : CONTACT_SUBJECTS.map((value) => ({ value, label: t(`contactForm.subjects.${value}`) }));
  }, [subjects, t]);
  const form = useForm<ContactFormValues, unknown, ContactRequest>({
    resolver: zodMiniResolver(contactRequestSchema, { error: catalogueErrorMap(t) }),
    defaultValues: {
      name: "",
      email: "",
      subject: (options.some((o) => o.value === defaultSubject) ? defaultSubject : "") as ContactFormValues["subject"],
      message: "",
    },
  });
  const { state, submit, sending } = useSubmission(sendContact, form.setError, FIELDS, { analyticsName: "contact" });
  const errors = form.formState.errors;
  // The confirmation replaces the form, which was taller: the page was scrolled to the send button, below the
  // confirmation's place, and the visitor saw nothing (issue 37). Focus moves to its heading, which scrolls it into view.
  const sentTitle = useRef<HTMLHeadingElement>(null);
  const sent = state.status === "sent";
  useEffect(() => {
    if (!sent) return;
    sentTitle.current?.focus({ preventScroll: true });
    sentTitle.current?.scrollIntoView({ block: "center" });
  }, [sent]);

  if (state.status === "sent") {
    return (
      <div className="form-card form-card--sent" role="status">
        <h2 className="form-card__title" ref={sentTitle} tabIndex={-1} data-testid="contact-sent">
          {t("contactForm.sentTitle")}
        </h2>
        <p>{t("contactForm.sentText", { number: state.data.id })}</p>
      </div>
    );
  }

  // The toasts sit outside the form (spec §8: a 429 is a toast), so the form's own alert stays the only one in it.
  return (
    <>
      <form className="form-card" noValidate onSubmit={form.handleSubmit(submit)} aria-labelledby="contact-form-title" aria-busy={sending || undefined}>
        <h2 id="contact-form-title" className="form-card__title">
          {t("contactForm.title")}
        </h2>
        <p className="form-card__lead">{t("contactForm.lead")}</p>
        <div className="form-grid">
          <TextInput
            id="contact-name"
            label={t("contactForm.name")}
            autoComplete="name"
            required
            registration={form.register("name")}
            error={errors.name?.message}
          />
          <TextInput
            id="contact-email"
            type="email"
            label={t("contactForm.email")}
            autoComplete="email"
            required
            registration={form.register("email")}
            error={errors.email?.message}
          />
        </div>
        <Select
          id="contact-subject"
          label={t("contactForm.subject")}
          placeholder={t("contactForm.subjectPlaceholder")}
          options={options}
          required
          registration={form.register("subject")}
          error={errors.subject?.message}
        />
        <TextArea
          id="contact-message"
          label={t("contactForm.message")}
          rows={7}
          required
          registration={form.register("message")}
          error={errors.message?.message}
        />
        <FormStatus error={state.status === "failed" ? state.message : null} />
        <button type="submit" className="button" aria-disabled={sending || undefined}>
          {sending ? t("forms.sending") : t("contactForm.submit")}
        </button>
      </form>
      <FormToaster />
    </>
  );
}
