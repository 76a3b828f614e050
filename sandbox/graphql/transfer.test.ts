import { signedInSandbox } from "../testing/session-client";
import { DEMO } from "../seed/seed";

// Issue 15 finding 4: transferOrder took a numeric recipient id and answered that customer's e-mail (ids
// 1-7 gave every demo customer's address), and moved the order's unpaid invoices onto the recipient.
const s = signedInSandbox(DEMO.complete);

type Order = { id: string; paid: boolean };
const TRANSFER = "mutation($id: ID!, $r: String!) { transferOrder(id: $id, recipient: $r) { orderId recipient } }";

test("a customer id is no recipient, and no answer names another customer", async () => {
  const paid = (await s.c.gql<{ orders: Order[] }>("{ orders { id paid } }")).data!.orders.filter((o) => o.paid);
  for (const n of ["1", "2", "3", "4", "5", "6", "7"]) {
    const res = await s.c.gql(TRANSFER, { id: paid[0]!.id, r: n });
    expect(res.data).toBeNull();
    expect(res.errors![0]!.extensions!.fields).toEqual({ recipient: ["No customer with this login or e-mail."] });
    expect(JSON.stringify(res)).not.toMatch(/@/);
  }
  // A second login is nobody's recipient either, with the same answer.
  expect((await s.c.gql(TRANSFER, { id: paid[0]!.id, r: DEMO.secondLogin })).errors![0]!.extensions!.fields).toEqual({
    recipient: ["No customer with this login or e-mail."],
  });
  // By e-mail it moves, answering what the sender typed.
  const typed = `  ${DEMO.ukrainian.toUpperCase()} `;
  expect((await s.c.gql(TRANSFER, { id: paid[0]!.id, r: typed })).data).toEqual({ transferOrder: { orderId: paid[0]!.id, recipient: typed.trim() } });
});

test("an order with unpaid invoices stays with its owner, and so do its invoices", async () => {
  const unpaid = (await s.c.gql<{ orders: Order[] }>("{ orders { id paid } }")).data!.orders.find((o) => !o.paid)!;
  const debtsBefore = (await s.c.gql<{ debts: Array<{ orderId: string }> }>("{ debts { orderId } }")).data!.debts;
  expect(debtsBefore.map((d) => d.orderId)).toContain(unpaid.id);
  const res = await s.c.gql(TRANSFER, { id: unpaid.id, r: DEMO.ukrainian });
  expect(res.errors![0]!.extensions!.code).toBe("CONFLICT");
  expect((await s.c.gql<{ order: Order }>("query($id: ID!) { order(id: $id) { id paid } }", { id: unpaid.id })).data!.order.id).toBe(unpaid.id);
  expect((await s.c.gql<{ debts: unknown[] }>("{ debts { orderId } }")).data!.debts).toEqual(debtsBefore);
  // A paid order with an open renewal invoice is held the same way.
  const paid = (await s.c.gql<{ orders: Order[] }>("{ orders { id paid } }")).data!.orders.find((o) => o.paid)!;
  await s.c.gql("mutation($id: ID!) { renewOrder(id: $id) { invoiceId } }", { id: paid.id });
  expect((await s.c.gql(TRANSFER, { id: paid.id, r: DEMO.ukrainian })).errors![0]!.extensions!.code).toBe("CONFLICT");
});
