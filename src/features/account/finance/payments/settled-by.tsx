import { useTranslation } from "react-i18next";
import type { PaymentFieldsFragment } from "@/api-client/graphql/generated/graphql";
import { SmartLink } from "@/components/smart-link";
import { DateText, Money } from "@/components/app-ui/format";
import { useLang } from "@/components/use-lang";

/** A payment way's name from the checkout catalogue (the provider keys of the payment context). */
export function useMethodName() {
  const { t } = useTranslation("account");
  return (method: string) => t(`checkout:providers.${method}`, { defaultValue: method });
}

/** Where a payment came from: all from the balance, all by its method, or part balance and part method. */
export function PaymentSplit({ fromBalance, charged, method }: { fromBalance: number; charged: number; method: string }) {
  const { t } = useTranslation("account");
  const methodName = useMethodName();
  const parts = [
    fromBalance > 0 ? (
      <span key="balance" data-part="balance">
        {t("payments.fromBalance")} <Money amount={fromBalance} />
      </span>
    ) : null,
    charged > 0 ? (
      <span key="method" data-part="method">
        {methodName(method)} <Money amount={charged} />
      </span>
    ) : null,
  ].filter(Boolean);
  return <span className="payment-split">{parts.length ? parts : methodName(method)}</span>;
}

/**
 * On a paid invoice: the payment that settled it (method, date, amount, reference) and the invoice's share
 * taken from the balance, with a link to the payment and everything else it paid (issue 19).
 */
export function SettledBy({ payment, invoiceAmount, paidFromBalance }: { payment: PaymentFieldsFragment; invoiceAmount: number; paidFromBalance: number }) {
  const { t } = useTranslation("account");
  const lang = useLang();
  const byMethod = Math.max(0, Math.round((invoiceAmount - paidFromBalance) * 100) / 100);
  return (
    <span className="settled-by" data-testid="settled-by" data-payment-ref={payment.ref}>
      <PaymentSplit fromBalance={paidFromBalance} charged={byMethod} method={payment.method} />
      <span className="muted small">
        {t("payments.paymentOn")} <DateText iso={payment.paidAt} short /> · <Money amount={payment.amount} />
      </span>
      <span className="muted small">
        {t("payments.reference")}{" "}
        <code className="mono break" translate="no">
          {payment.reference}
        </code>
      </span>
      <SmartLink href={`/my/finance/payments/?ref=${encodeURIComponent(payment.ref)}`} language={lang} className="small">
        {t("payments.open")}
      </SmartLink>
    </span>
  );
}
