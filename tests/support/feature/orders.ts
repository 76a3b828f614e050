import { gql, tabCall } from "./render-app";

// The signed-in tab's orders for the account's feature tests (tests/e2e/sandbox-calls.ts's createOrder and
// paidOrder): created with GraphQL, a paid one paid by card on the sandbox's hosted card page.

const csrf = () => decodeURIComponent(/(?:^|;\s*)csrftoken=([^;]+)/.exec(document.cookie)?.[1] ?? "");

/** A new unpaid VPS order of the signed-in customer, in a project if one is named. Returns its id. */
export async function createOrder(name: string, projectId?: string): Promise<string> {
  const { createOrder: created } = await gql<{ createOrder: { orders: Array<{ id: string }> } }>(
    "mutation($input: CreateOrderInput!) { createOrder(input: $input) { orders { id } } }",
    { input: { planSlug: "vps-1", months: 1, name, ...(projectId ? { projectId } : {}) } },
  );
  return created.orders[0]!.id;
}

/** A paid order of the signed-in customer: its payment started by card and accepted on the hosted card page. */
export async function paidOrder(name: string, planSlug = "vps-1"): Promise<string> {
  const { createOrder: created } = await gql<{ createOrder: { paymentRef: string; orders: Array<{ id: string }> } }>(
    "mutation($input: CreateOrderInput!) { createOrder(input: $input) { paymentRef orders { id } } }",
    { input: { planSlug, months: 1, name } },
  );
  const start = await tabCall(`/my/api/payment/${created.paymentRef}/`, {
    method: "POST",
    headers: { "content-type": "application/json", "x-requested-with": "XMLHttpRequest", "x-csrftoken": csrf() },
    body: JSON.stringify({ payment_type: "card", currency: "EUR" }),
  });
  if (start.status !== 200) throw new Error(`payment start: ${start.status}`);
  const { widget } = (await start.json()) as { widget: { url: string } };
  const paid = await tabCall(widget.url, { method: "POST", headers: { "content-type": "application/x-www-form-urlencoded" }, body: "outcome=success" });
  if (paid.status !== 303) throw new Error(`card page: ${paid.status}`);
  return created.orders[0]!.id;
}
