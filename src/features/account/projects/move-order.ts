import { useMutation } from "@apollo/client/react";
import type { Reference } from "@apollo/client";
import { MoveOrderMutation } from "./mutations";

/**
 * Moves an order to another project, optimistically: it leaves the current project's list at once and
 * joins the target's (where cached); a refusal rolls both back.
 */
export function useMoveOrder() {
  const [move, state] = useMutation(MoveOrderMutation);
  const run = (order: { id: string; fromProjectId: string }, to: { id: string; name: string; isGeneral: boolean }) =>
    move({
      variables: { orderId: order.id, projectId: to.id },
      optimisticResponse: {
        __typename: "Mutation",
        moveOrderToProject: { __typename: "Order", id: order.id, project: { __typename: "Project", id: to.id, name: to.name, isGeneral: to.isGeneral } },
      },
      update(cache) {
        const orderRef = cache.identify({ __typename: "Order", id: order.id });
        cache.modify<{ orders: Reference[]; orderCount: number }>({
          id: cache.identify({ __typename: "Project", id: order.fromProjectId }),
          fields: {
            orders: (refs, { readField }) => refs.filter((r) => readField("id", r) !== order.id),
            orderCount: (n) => Math.max(0, n - 1),
          },
        });
        cache.modify<{ orders: Reference[]; orderCount: number }>({
          id: cache.identify({ __typename: "Project", id: to.id }),
          fields: {
            orders: (refs, { toReference }) => (orderRef && !refs.some((r) => r.__ref === orderRef) ? [...refs, toReference(orderRef)!] : refs),
            orderCount: (n) => n + 1,
          },
        });
      },
    });
  return [run, state] as const;
}
