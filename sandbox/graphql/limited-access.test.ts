import { SessionClient, startSandbox } from "../testing/session-client";
import { DEMO } from "../seed/seed";

// Issue 15 finding 8: a limited second login deleted the owner's project, canceled and renamed orders,
// created a legal entity and a 500 EUR corporate invoice, and paid a renewal from the owner's balance.
// Decision 072: a limited login reads and writes to support; it does not pay or change the account.
let sb: Awaited<ReturnType<typeof startSandbox>>;
let second: SessionClient;
beforeEach(async () => {
  sb = await startSandbox();
  second = new SessionClient(sb.url);
  expect((await second.login(DEMO.secondLogin)).statusCode).toBe(200);
});
afterEach(() => sb.close());

const refused = (res: { data?: unknown; errors?: Array<{ extensions?: Record<string, unknown> }> }) => {
  expect(res.data ?? null).toBeNull();
  expect(res.errors![0]!.extensions).toMatchObject({ code: "FORBIDDEN", reason: "LIMITED_ACCESS" });
};

test("a limited second login reads the owner's account but changes and pays nothing", async () => {
  const { projects } = (await second.gql<{ projects: Array<{ id: string; name: string; isGeneral: boolean }> }>("{ projects { id name isGeneral } }")).data!;
  const { orders } = (await second.gql<{ orders: Array<{ id: string; paid: boolean; name: string }> }>("{ orders { id paid name } }")).data!;
  const shop = projects.find((p) => !p.isGeneral)!;
  const paid = orders.find((o) => o.paid)!;
  refused(await second.gql("mutation($id: ID!, $n: String!) { deleteProject(id: $id, confirmName: $n) }", { id: shop.id, n: shop.name }));
  refused(await second.gql("mutation($id: ID!) { cancelOrder(id: $id) { deleted } }", { id: paid.id }));
  refused(await second.gql('mutation($id: ID!) { renameOrder(id: $id, name: "mine") { name } }', { id: paid.id }));
  refused(await second.gql('mutation { createLegalEntity(input: {company: "X Ltd", country: "GB", city: "London", address: "1 Road"}) { id } }'));
  refused(await second.gql("mutation { createCorporateInvoice(input: {legalEntityId: 1, amount: 500}) { id } }"));
  refused(await second.gql("mutation($id: ID!) { renewOrder(id: $id) { paymentRef } }", { id: paid.id }));
  // Hiding a change behind an allowed field changes nothing either.
  refused(
    await second.gql('mutation($id: ID!) { createTicket(input: {subject: "a", message: "b"}) { id } renameOrder(id: $id, name: "x") { id } }', { id: paid.id }),
  );
  // Nothing changed, and support is still reachable.
  expect((await second.gql<{ projects: unknown[] }>("{ projects { id } }")).data!.projects).toHaveLength(projects.length);
  expect((await second.gql<{ order: { name: string } }>("query($id: ID!) { order(id: $id) { name } }", { id: paid.id })).data!.order.name).toBe(paid.name);
  expect((await second.gql('mutation { createTicket(input: {subject: "Disk", message: "Full"}) { status } }')).data).toEqual({
    createTicket: { status: "open" },
  });

  // REST: no payments (a renewal from the owner's balance, debts, a top-up) and no promo codes.
  const owner = new SessionClient(sb.url);
  await owner.login(DEMO.complete);
  const renewal = (await owner.gql<{ renewOrder: { paymentRef: string } }>("mutation($id: ID!) { renewOrder(id: $id) { paymentRef } }", { id: paid.id })).data!
    .renewOrder;
  for (const [url, body] of [
    [`/my/api/payment/${renewal.paymentRef}/`, { payment_type: "balance", currency: "EUR" }],
    ["/my/api/payment/balance/", { payment_type: "card", currency: "EUR", amount: 20 }],
    ["/my/api/payment/unpaid-invoices/payment_container/", { invoices: [1] }],
    ["/my/api/payment/promo-code/apply/", { code: "WELCOME5" }],
  ] as const) {
    const res = await second.post(url, body);
    expect({ url, status: res.statusCode, code: res.json().code }).toEqual({ url, status: 403, code: "LIMITED_ACCESS" });
  }
  expect((await owner.gql<{ me: { accessLevel: string } }>("{ me { accessLevel } }")).data!.me.accessLevel).toBe("owner");
  expect((await second.gql<{ me: { accessLevel: string } }>("{ me { accessLevel } }")).data!.me.accessLevel).toBe("limited");
});

test("a second login with full access may change the owner's services", async () => {
  expect((await second.post("/sandbox/api/second-logins", { main: DEMO.complete, email: "full@example.org", access_level: "full" })).statusCode).toBe(201);
  const full = new SessionClient(sb.url);
  expect((await full.login("full@example.org")).statusCode).toBe(200);
  const { orders } = (await full.gql<{ orders: Array<{ id: string }> }>("{ orders { id } }")).data!;
  expect((await full.gql('mutation($id: ID!) { renameOrder(id: $id, name: "renamed") { name } }', { id: orders[0]!.id })).data).toEqual({
    renameOrder: { name: "renamed" },
  });
  expect((await full.gql<{ me: { accessLevel: string } }>("{ me { accessLevel } }")).data!.me.accessLevel).toBe("full");
});
