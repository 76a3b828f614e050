import { navigate } from "gatsby";
import { useMutation } from "@apollo/client/react";
import { useTranslation } from "react-i18next";
import { RenewOrderMutation } from "./mutations";
import type { OrderFieldsFragment } from "@/api-client/graphql/generated/graphql";
import { localizePath } from "@/lib/i18n-config";
import { paymentPagePath } from "@/lib/payment-links";
import { Money } from "@/components/app-ui/format";
import { useFailureToast } from "@/components/app-ui/failure";
import { useLang } from "@/components/use-lang";

/**
 * Renewal of a paid order for one more term (spec §4): the sandbox opens a renewal invoice and its
 * payment; paying it on the payment page moves paid-until one term on and removes the cancelation mark.
 */
export function RenewOrder({ order }: { order: Pick<OrderFieldsFragment, "id" | "price" | "months" | "cancelMark"> }) {
  const { t } = useTranslation("account");
  const lang = useLang();
  const showFailure = useFailureToast();
  const [renew, renewing] = useMutation(RenewOrderMutation);
  return (
    <div className="form" data-testid="renew-order">
      <p>
        {t("orders.renewTerm", { count: order.months })} <strong>{<Money amount={order.price} />}</strong>
      </p>
      {order.cancelMark ? <p className="muted">{t("orders.renewRemovesMark")}</p> : null}
      <div className="actions">
        <button
          type="button"
          className="button"
          disabled={renewing.loading || (renewing.called && !renewing.error)}
          onClick={() => {
            if (renewing.loading) return;
            renew({ variables: { id: order.id } })
              .then((r) => {
                if (r.data) void navigate(localizePath(paymentPagePath(r.data.renewOrder.paymentRef), lang));
              })
              .catch((err: unknown) => showFailure(err, "orderAction"));
          }}
        >
          {t("orders.renewSubmit")}
        </button>
      </div>
    </div>
  );
}
