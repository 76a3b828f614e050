import WebSocket from "ws";
import { SessionClient, startSandbox } from "../testing/session-client";
import { DEMO } from "@sandbox/seed/seed";
import { realtimeEventSchema } from "../../src/api-client/schemas";
import { serverAddresses, SUSPEND_AFTER_OVERDUE_DAYS } from "../db/servers";

let sb: Awaited<ReturnType<typeof startSandbox>>;
let c: SessionClient;
beforeEach(async () => {
  // An hour: nothing in these tests waits for the delay; the control ends provisioning.
  sb = await startSandbox({ provisioningDelayMs: 3_600_000 });
  c = new SessionClient(sb.url);
  expect((await c.login(DEMO.complete)).statusCode).toBe(200);
});
afterEach(() => sb.close());

/** The account's `order.changed` events of change "server", in arrival order. */
async function serverEvents(client: SessionClient) {
  const ws = new WebSocket(`${sb.url.replace("http", "ws")}/my/api/ws/`, {
    headers: { cookie: [...client.cookies].map(([k, v]) => `${k}=${v}`).join("; ") },
  });
  const seen: number[] = [];
  const waiters: Array<() => void> = [];
  ws.on("message", (data) => {
    const event = realtimeEventSchema.parse(JSON.parse(String(data)));
    if (event.type === "order.changed" && event.change === "server") seen.push(event.orderId);
    waiters.splice(0).forEach((w) => w());
  });
  await new Promise((resolve, reject) => {
    ws.once("open", resolve);
    ws.once("error", reject);
  });
  /** Resolves once `n` server events have arrived (3 s at most). */
  const count = async (n: number) => {
    while (seen.length < n) {
      await new Promise<void>((resolve, reject) => {
        const t = setTimeout(() => reject(new Error(`${seen.length} server events, expected ${n}`)), 3000);
        waiters.push(() => {
          clearTimeout(t);
          resolve();
        });
      });
    }
    return seen.slice(0, n);
  };
  return { seen, count, close: () => ws.close() };
}

const SERVER = "server { state power ipv4 ipv6 access sshKeyName passwordAvailable }";
const orderOf = async (client: SessionClient, id: string) =>
  (await client.gql(`query($id: ID!) { order(id: $id) { paid location os cpu memoryGb diskGb months ${SERVER} } }`, { id })).data!.order;

async function buy(input: Record<string, unknown>): Promise<string> {
  const created = await c.gql("mutation($input: CreateOrderInput!) { createOrder(input: $input) { paymentRef orders { id } } }", { input });
  expect(created.errors).toBeUndefined();
  const { paymentRef, orders } = created.data!.createOrder;
  expect((await c.post(`/my/api/payment/${paymentRef}/`, { payment_type: "balance", currency: "EUR" })).statusCode).toBe(200);
  return orders[0].id;
}

test("a paid VPS keeps what was bought, provisions, then runs with addresses and the chosen key; each change is an event", async () => {
  const keyId = (await c.gql("{ sshKeys { id name } }")).data!.sshKeys[0].id;
  const events = await serverEvents(c);
  const id = await buy({ planSlug: "vps-1", months: 1, location: "netherlands", os: "debian-12", sshKeyId: keyId });

  expect(await orderOf(c, id)).toEqual({
    paid: true,
    location: "netherlands",
    os: "debian-12",
    cpu: 1,
    memoryGb: 2,
    diskGb: 40,
    months: 1,
    server: { state: "provisioning", power: "stopped", ipv4: null, ipv6: null, access: "ssh_key", sshKeyName: "laptop", passwordAvailable: false },
  });
  expect(await events.count(1)).toEqual([Number(id)]);

  expect((await c.post(`/sandbox/api/orders/${id}/provisioned`)).json()).toEqual({ state: "active" });
  expect(await events.count(2)).toEqual([Number(id), Number(id)]);
  const { ipv4, ipv6 } = serverAddresses(Number(id));
  expect((await orderOf(c, id)).server).toEqual({
    state: "active",
    power: "running",
    ipv4,
    ipv6,
    access: "ssh_key",
    sshKeyName: "laptop",
    passwordAvailable: false,
  });
  expect(ipv4).toMatch(/^(192\.0\.2|198\.51\.100|203\.0\.113)\.\d+$/);
  expect(ipv6).toMatch(/^2001:db8:/);
  // Ended already: the control says so.
  expect((await c.post(`/sandbox/api/orders/${id}/provisioned`)).statusCode).toBe(409);
  events.close();
});

test("provisioning ends by itself after the configured delay", async () => {
  await sb.close();
  sb = await startSandbox({ provisioningDelayMs: 50 });
  c = new SessionClient(sb.url);
  await c.login(DEMO.complete);
  const events = await serverEvents(c);
  const id = await buy({ planSlug: "vps-1", months: 1 });
  // provisioning, then active: two events, no control call.
  await events.count(2);
  expect((await orderOf(c, id)).server.state).toBe("active");
  events.close();
});

test("without a key the root password is shown once, after a recent authentication", async () => {
  const id = await buy({ planSlug: "vps-1", months: 1, os: "ubuntu-24" });
  expect((await orderOf(c, id)).server).toMatchObject({ access: "password", passwordAvailable: false, sshKeyName: null });
  // Not yet: provisioning has no password to show.
  expect((await c.post(`/my/api/orders/${id}/root-password/`)).statusCode).toBe(404);
  await c.post(`/sandbox/api/orders/${id}/provisioned`);
  expect((await orderOf(c, id)).server.passwordAvailable).toBe(true);

  // An authentication older than five minutes: allauth's reauthentication answer.
  await c.post("/sandbox/api/auth/age-session", { seconds: 600 });
  const stale = await c.post(`/my/api/orders/${id}/root-password/`);
  expect(stale.statusCode).toBe(401);
  expect(stale.json()).toMatchObject({ meta: { is_authenticated: true }, data: { flows: [{ id: "reauthenticate" }] } });
  expect((await c.post("/auth/_allauth/browser/v1/auth/reauthenticate", { password: "Sandbox-demo-2024" })).statusCode).toBe(200);

  const shown = await c.post(`/my/api/orders/${id}/root-password/`);
  expect(shown.statusCode).toBe(200);
  expect(shown.json().password).toMatch(/^[A-Za-z0-9]{16}$/);
  const again = await c.post(`/my/api/orders/${id}/root-password/`);
  expect(again.statusCode).toBe(409);
  expect(again.json().code).toBe("PASSWORD_ALREADY_SHOWN");
  expect((await orderOf(c, id)).server.passwordAvailable).toBe(false);

  // Another customer's order is not found.
  const other = new SessionClient(sb.url);
  await other.login(DEMO.russian);
  expect((await other.post(`/my/api/orders/${id}/root-password/`)).statusCode).toBe(404);
});

test("refusals: an unknown OS, another account's key, a key for Windows", async () => {
  const keyId = (await c.gql("{ sshKeys { id } }")).data!.sshKeys[0].id;
  const fields = async (input: Record<string, unknown>) =>
    (await c.gql("mutation($input: CreateOrderInput!) { createOrder(input: $input) { paymentRef } }", { input })).errors?.[0]?.extensions?.fields;
  expect(await fields({ planSlug: "vps-1", months: 1, os: "plan9" })).toEqual({ os: ["Choose one of the offered operating systems."] });
  expect(await fields({ planSlug: "vps-1", months: 1, sshKeyId: "99999" })).toEqual({ sshKeyId: ["Choose one of your SSH keys."] });
  expect(await fields({ planSlug: "vps-1", months: 1, os: "windows-2022", sshKeyId: keyId })).toEqual({ sshKeyId: ["An SSH key is for Linux servers only."] });
});

test("overdue → suspended (no power actions); paying the renewal makes it active again; each an event", async () => {
  const id = await buy({ planSlug: "vps-1", months: 1 });
  await c.post(`/sandbox/api/orders/${id}/provisioned`);
  const events = await serverEvents(c);
  expect((await c.post(`/sandbox/api/orders/${id}/overdue`, { days: SUSPEND_AFTER_OVERDUE_DAYS })).json()).toEqual({ state: "suspended" });
  await events.count(1);
  expect((await orderOf(c, id)).server).toMatchObject({ state: "suspended", power: "stopped" });
  const token = c.cookies.get("csrftoken")!;
  const refused = await c.request("POST", `/sandbox/panel/servers/${id}/power`, { form: { action: "start", csrfmiddlewaretoken: token } });
  expect(refused.headers.location).toContain("refused=not_active");

  const renewal = await c.gql("mutation($id: ID!) { renewOrder(id: $id) { paymentRef } }", { id });
  expect((await c.post(`/my/api/payment/${renewal.data!.renewOrder.paymentRef}/`, { payment_type: "balance", currency: "EUR" })).statusCode).toBe(200);
  await events.count(2);
  expect((await orderOf(c, id)).server).toMatchObject({ state: "active", power: "running" });
  events.close();
});

test("the control panel: the customer's servers in their language, power actions as events, the CSRF token required", async () => {
  const id = await buy({ planSlug: "vps-1", months: 1, os: "almalinux-9" });
  await c.post(`/sandbox/api/orders/${id}/provisioned`);
  const events = await serverEvents(c);
  const menu = (await c.get("/my/api/account/menu_context/", { "accept-language": "ru" })).json();
  const admin = menu.items.find((i: { key: string }) => i.key === "admin");
  expect(admin).toMatchObject({ url: "/sandbox/panel/?lang=ru", external: true });
  expect((await c.get("/my/api/account/menu_context/")).json().items.find((i: { key: string }) => i.key === "admin").url).toBe("/sandbox/panel/");

  const ru = await c.get(admin.url);
  expect(ru.statusCode).toBe(200);
  expect(ru.body).toContain('<html lang="ru">');
  expect(ru.body).toContain("Панель управления");
  expect(ru.body).toContain("AlmaLinux 9");
  expect(ru.body).toContain("Работает, включён");
  expect(ru.body).toContain(serverAddresses(Number(id)).ipv4);
  expect(ru.body).toContain(">Выключить</button>");
  expect((await c.get("/sandbox/panel/")).body).toContain("Active, running");

  const token = c.cookies.get("csrftoken")!;
  const post = (action: string, csrf = token) =>
    c.request("POST", `/sandbox/panel/servers/${id}/power?lang=ru`, { form: { action, csrfmiddlewaretoken: csrf } });
  expect((await post("stop", "forged")).statusCode).toBe(403);
  const stopped = await post("stop");
  expect(stopped.statusCode).toBe(303);
  expect(stopped.headers.location).toContain("done=stop");
  await events.count(1);
  expect((await orderOf(c, id)).server).toMatchObject({ state: "active", power: "stopped" });
  expect((await c.get(stopped.headers.location!)).body).toContain("Выключен:");
  expect((await post("stop")).headers.location).toContain("refused=already");
  await post("start");
  await events.count(2);
  const restarts = async () => (await c.gql("query($id: ID!) { order(id: $id) { restarts } }", { id })).data!.order.restarts;
  const before = await restarts();
  await post("reboot");
  await events.count(3);
  expect(await restarts()).toBe(before + 1);
  expect((await orderOf(c, id)).server.power).toBe("running");

  // Another customer's panel shows none of it, and cannot act on it.
  const other = new SessionClient(sb.url);
  await other.login(DEMO.russian);
  expect((await other.get("/sandbox/panel/")).body).not.toContain(`data-server="${id}"`);
  await other.request("POST", `/sandbox/panel/servers/${id}/power`, { form: { action: "stop", csrfmiddlewaretoken: other.cookies.get("csrftoken")! } });
  expect((await orderOf(c, id)).server.power).toBe("running");
  // Signed out: a sign-in link in the panel's language.
  const visitor = new SessionClient(sb.url);
  expect((await visitor.get("/sandbox/panel/?lang=ru")).body).toContain('href="/ru/auth/login/?next=');
  events.close();
});

test("the demo's paid servers run from the start, with what their plans give", async () => {
  const { orders } = (await c.gql(`{ orders { type paid location os cpu memoryGb ${SERVER} } }`)).data!;
  const vps = orders.find((o: { type: string }) => o.type === "vps");
  expect(vps).toMatchObject({ paid: true, location: "germany", os: "debian-12", cpu: 2, memoryGb: 4, server: { state: "active", access: "ssh_key" } });
  expect(orders.filter((o: { type: string }) => o.type === "vhost").every((o: { server: unknown }) => o.server === null)).toBe(true);
});
