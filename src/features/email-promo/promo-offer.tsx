import { useEffect, useRef, type ComponentProps } from "react";
import { useTranslation } from "gatsby-plugin-react-i18next";
import { setPromoHidden, useCurrency } from "../../components/pricing/currency-store";
import { EmailPromoForm } from "./email-promo-form";

/**
 * The new-customer offer with its close control: the promo-hidden flag of spec §9, kept like the currency
 * (localStorage and a cookie, in the currency store). Hidden, the offer leaves a one-line button that
 * brings it back; the focus moves to whichever control replaced the one pressed (decision 082). It is the
 * e-mail promo island's component (decision 078): on a static page the boot script starts the island at
 * once for a visitor who hid the offer, so it collapses without waiting for a click.
 */
export function PromoOffer(props: ComponentProps<typeof EmailPromoForm>) {
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
          {t("emailPromo.show", { percent: props.percent })}
        </button>
      </div>
    );
  }
  return (
    <div className="promo-offer" data-testid="promo-offer">
      <EmailPromoForm {...props} />
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
