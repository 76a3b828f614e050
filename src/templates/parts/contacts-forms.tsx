import { useEffect, useRef, type ComponentProps, type ReactNode } from "react";
import { useTranslation } from "gatsby-plugin-react-i18next";
import { clientIsland } from "../../components/client-island";
import { IslandFailure, IslandLoading } from "../../components/island-status";
import { setPromoHidden, useCurrency } from "../../components/pricing/currency-store";
import { NEW_CUSTOMER_PROMO } from "../../features/email-promo/promo-terms";
import type { EmailPromoForm } from "../../features/email-promo/email-promo-form";
import type { ContactForm, ContactSubjectOption } from "../../features/contact-form/contact-form";

// The forms of the contacts page are client islands (docs/perf/js-size-analysis.md §3 step 1): their
// code (react-hook-form, the resolvers, zod schemas, the form components) is one chunk that loads when
// the forms near the viewport (decision 053), so the other landing-template pages never load it.
// This module is what the template imports: nothing here may import that code (type imports only).
const ContactIsland = clientIsland<ComponentProps<typeof ContactForm>>(
  () => import(/* webpackChunkName: "contact-forms" */ "../../features/contact-form/contact-form").then((m) => ({ default: m.ContactForm })),
  { trigger: "visible" },
);
const PromoIsland = clientIsland<ComponentProps<typeof EmailPromoForm>>(
  () => import(/* webpackChunkName: "contact-forms" */ "../../features/email-promo/email-promo-form").then((m) => ({ default: m.EmailPromoForm })),
  { trigger: "visible" },
);

/** The card the form will fill, with its title and lead as static text, while the form loads or failed to. */
function Frame({ promo, title, lead, children }: { promo?: boolean; title: string; lead: string; children: ReactNode }) {
  return (
    <div className={`form-card form-card--placeholder${promo ? " form-card--promo" : ""}`}>
      <h2 className="form-card__title">{title}</h2>
      <p className="form-card__lead">{lead}</p>
      {children}
    </div>
  );
}

/**
 * The new-customer offer with its close control: the promo-hidden flag of spec §9, kept like the currency
 * (localStorage and a cookie, in the currency store). Hidden, the offer leaves a one-line button that
 * brings it back; the focus moves to whichever control replaced the one pressed (decision 082).
 */
function PromoOffer({ percent, children }: { percent: number; children: ReactNode }) {
  const { t } = useTranslation();
  const { promoHidden } = useCurrency();
  const control = useRef<HTMLButtonElement>(null);
  const pressed = useRef(false);
  useEffect(() => {
    if (pressed.current) control.current?.focus();
    pressed.current = false;
  }, [promoHidden]);
  const toggle = (hidden: boolean) => {
    pressed.current = true;
    setPromoHidden(hidden);
  };
  if (promoHidden) {
    return (
      <div className="promo-offer promo-offer--hidden" data-testid="promo-offer">
        <button ref={control} type="button" className="button button--ghost" onClick={() => toggle(false)}>
          {t("emailPromo.show", { percent })}
        </button>
      </div>
    );
  }
  return (
    <div className="promo-offer" data-testid="promo-offer">
      {children}
      <button
        ref={control}
        type="button"
        className="promo-offer__hide"
        aria-label={t("emailPromo.hide")}
        title={t("emailPromo.hide")}
        onClick={() => toggle(true)}
      >
        <span aria-hidden="true">×</span>
      </button>
    </div>
  );
}

/**
 * The contact form, then the e-mail promo form (decision 003, 4b). Each box reserves the height of its
 * loaded form (`.island--contact-form`, `.island--email-promo` in forms.css), so nothing moves.
 */
export function ContactsForms({ subjects }: { subjects: ContactSubjectOption[] }) {
  const { t } = useTranslation();
  const { percent, months } = NEW_CUSTOMER_PROMO;
  const contact = (body: ReactNode) => (
    <Frame title={t("contactForm.title")} lead={t("contactForm.lead")}>
      {body}
    </Frame>
  );
  const promo = (body: ReactNode) => (
    <Frame promo title={t("emailPromo.title", { percent })} lead={t("emailPromo.lead", { percent, count: months })}>
      {body}
    </Frame>
  );
  const loading = <IslandLoading>{t("forms.loading")}</IslandLoading>;
  const failed = (retry: () => void) => <IslandFailure message={t("forms.loadFailed")} retryLabel={t("forms.retry")} retry={retry} />;
  return (
    <>
      <ContactIsland
        className="island island--contact-form"
        testId="contact-form-island"
        placeholder={contact(loading)}
        failure={(retry) => contact(failed(retry))}
        subjects={subjects}
      />
      <PromoOffer percent={percent}>
        <PromoIsland
          className="island island--email-promo"
          testId="email-promo-island"
          placeholder={promo(loading)}
          failure={(retry) => promo(failed(retry))}
          idPrefix="contacts-promo"
          percent={percent}
          months={months}
        />
      </PromoOffer>
    </>
  );
}
