import { Island } from "../../islands/island";
import contactFormIsland from "../../islands/entries/contact-form";
import emailPromoIsland from "../../islands/entries/email-promo";
import { NEW_CUSTOMER_PROMO } from "../../features/email-promo/promo-terms";
import type { ContactSubjectOption } from "../../features/contact-form/contact-form";

/**
 * The contact form, then the e-mail promo form (decision 003, 4b), as islands (decision 078): the server
 * renders each form in full, and its code (react-hook-form, zod, the form) loads when the visitor reaches
 * for it or scrolls near it; what they typed meanwhile stays. The boxes keep the forms' size
 * (`.island--contact-form`, `.island--email-promo` in forms.css), so nothing moves.
 */
export function ContactsForms({ subjects }: { subjects: ContactSubjectOption[] }) {
  const { percent, months } = NEW_CUSTOMER_PROMO;
  return (
    <>
      <Island of={contactFormIsland} props={{ subjects }} className="island island--contact-form" testId="contact-form-island" />
      <Island
        of={emailPromoIsland}
        props={{ idPrefix: "contacts-promo", percent, months }}
        className="island island--email-promo"
        testId="email-promo-island"
      />
    </>
  );
}
