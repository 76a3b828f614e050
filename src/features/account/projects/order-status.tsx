import { useTranslation } from "react-i18next";
import { Badge } from "@/components/app-ui/states";
import type { OrderFieldsFragment } from "@/api-client/graphql/generated/graphql";

/** An order's state as badges: unpaid, overdue by N days or active; marked for cancellation (the project and order pages). */
export function OrderStatus({ order }: { order: Pick<OrderFieldsFragment, "paid" | "overdueDays" | "cancelMark"> }) {
  const { t } = useTranslation("account");
  return (
    <span className="tags">
      {!order.paid ? (
        <Badge tone="danger">{t("orders.unpaid")}</Badge>
      ) : order.overdueDays > 0 ? (
        <Badge tone="danger">{t("orders.overdue", { count: order.overdueDays })}</Badge>
      ) : (
        <Badge tone="ok">{t("orders.active")}</Badge>
      )}
      {order.cancelMark ? <Badge tone="warn">{t("orders.cancelMarked")}</Badge> : null}
    </span>
  );
}
