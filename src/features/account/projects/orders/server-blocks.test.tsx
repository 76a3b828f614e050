/** @jest-environment ./sandbox/testing/jsdom-sandbox-environment.cjs */
// A feature test of the order page's server blocks (decision 159) against the in-process sandbox: the real
// Apollo client and HTTP client over loopback, the order's realtime events applied as the account applies them.
import type { ReactNode } from "react";
import WebSocket from "ws";
import i18next, { type i18n } from "i18next";
import { I18nextProvider, initReactI18next } from "react-i18next";
import { ApolloProvider, useQuery } from "@apollo/client/react";
import { cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { SessionClient, startSandbox } from "@sandbox/testing/session-client";
import { DEMO } from "@sandbox/seed/seed";
import { serverAddresses } from "@sandbox/db/servers";
import { createApolloClient } from "@/api-client/graphql/client";
import { createHttpClient, type HttpClient } from "@/api-client/http";
import { realtimeEventSchema } from "@/api-client/schemas/realtime";
import { applyRealtimeEvent } from "../../shell/realtime";
import { OrderQuery } from "./queries";
import { OrderConfigurationBlock, ServerBlock } from "./server-blocks";
import enAccount from "../../../../../locales/en/account.json";
import ruAccount from "../../../../../locales/ru/account.json";
import enCommon from "../../../../../locales/en/common.json";
import ruCommon from "../../../../../locales/ru/common.json";

const mockLang = { value: "en" };
const mockApi: { current: HttpClient | null } = { current: null };
jest.mock("gatsby", () => ({
  navigate: jest.fn(),
  Link: ({ to, children, className }: { to: string; children: ReactNode; className?: string }) => (
    <a href={to} className={className}>
      {children}
    </a>
  ),
}));
jest.mock("gatsby-plugin-react-i18next", () => {
  const { localizePath } = jest.requireActual("@/lib/i18n-config");
  const { useTranslation } = jest.requireActual("react-i18next");
  return {
    useTranslation,
    useI18next: () => ({ language: mockLang.value }),
    Link: ({ to, language, children }: { to: string; language: "en" | "ru"; children: ReactNode }) => <a href={localizePath(to, language)}>{children}</a>,
  };
});
// The site's HTTP client, pointed at the sandbox (the page's own is same-origin).
jest.mock("@/api-client/client", () => ({ api: { request: (options: unknown) => mockApi.current!.request(options as never) } }));

// jsdom has no modal dialogs: open and close set the attribute, as the browser does.
HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
  this.setAttribute("open", "");
};
HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
  this.removeAttribute("open");
};

let sb: Awaited<ReturnType<typeof startSandbox>>;
let c: SessionClient;
let socket: WebSocket | null = null;
beforeEach(async () => {
  // The answers arrive from a real server whenever they come, as in a browser (not inside act()): the screen is
  // awaited with waitFor/findBy, and React is told not to expect act() around them.
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
  sb = await startSandbox({ provisioningDelayMs: 3_600_000 });
  c = new SessionClient(sb.url);
  expect((await c.login(DEMO.complete)).statusCode).toBe(200);
});
afterEach(async () => {
  cleanup();
  socket?.close();
  socket = null;
  await sb.close();
});

const cookieHeader = () => [...c.cookies].map(([k, v]) => `${k}=${encodeURIComponent(v)}`).join("; ");
/** Node's fetch with the signed-in client's cookies (the browser sends them itself). */
const withCookies: typeof fetch = (input, init) => fetch(input, { ...init, headers: { ...(init?.headers as Record<string, string>), cookie: cookieHeader() } });

async function language(lang: "en" | "ru"): Promise<i18n> {
  mockLang.value = lang;
  const instance = i18next.createInstance();
  await instance.use(initReactI18next).init({
    lng: lang,
    fallbackLng: "en",
    ns: ["account", "common"],
    defaultNS: "account",
    resources: { en: { account: enAccount, common: enCommon }, ru: { account: ruAccount, common: ruCommon } },
    interpolation: { escapeValue: false },
  });
  return instance;
}

function Blocks({ id }: { id: string }) {
  const { data } = useQuery(OrderQuery, { variables: { id } });
  if (!data?.order) return <p>…</p>;
  return (
    <>
      <ServerBlock order={data.order} panelUrl="/sandbox/panel/" />
      <OrderConfigurationBlock order={data.order} />
    </>
  );
}

/** The blocks of order `id` in `lang`, following the account's realtime events as the account does. */
async function show(id: string, lang: "en" | "ru") {
  mockApi.current = createHttpClient({ baseUrl: sb.url, fetch: withCookies, readCookie: (name) => c.cookies.get(name) ?? null, getLanguage: () => lang });
  const client = createApolloClient({ getLanguage: () => lang, uri: `${sb.url}/my/api/graphql/`, fetch: withCookies, readCookie: cookieHeader });
  socket = new WebSocket(`${sb.url.replace("http", "ws")}/my/api/ws/`, { headers: { cookie: cookieHeader() } });
  socket.on("message", (data) => {
    const event = realtimeEventSchema.parse(JSON.parse(String(data)));
    if (event.type !== "hello" && event.type !== "pong") applyRealtimeEvent(client, event as Parameters<typeof applyRealtimeEvent>[1]);
  });
  await new Promise((resolve) => socket!.once("open", resolve));
  const i18n = await language(lang);
  render(
    <I18nextProvider i18n={i18n}>
      <ApolloProvider client={client}>
        <Blocks id={id} />
      </ApolloProvider>
    </I18nextProvider>,
  );
  return screen.findByTestId("order-server");
}

async function buy(input: Record<string, unknown>, pay = true): Promise<string> {
  const created = await c.gql("mutation($input: CreateOrderInput!) { createOrder(input: $input) { paymentRef orders { id } } }", { input });
  expect(created.errors).toBeUndefined();
  if (pay) await c.post(`/my/api/payment/${created.data!.createOrder.paymentRef}/`, { payment_type: "balance", currency: "EUR" });
  return created.data!.createOrder.orders[0].id;
}

test("en: what was bought; provisioning turns active over the socket with addresses, the key and how to connect; a power action shows", async () => {
  const keyId = (await c.gql("{ sshKeys { id } }")).data!.sshKeys[0].id;
  const id = await buy({ planSlug: "vps-1", months: 3, location: "netherlands", os: "debian-12", sshKeyId: keyId });
  const server = await show(id, "en");

  const bought = screen.getByTestId("order-configuration");
  expect(within(bought).getByTestId("order-location").textContent).toBe("Netherlands, Amsterdam");
  expect(within(bought).getByTestId("order-os").textContent).toBe("Debian 12");
  expect(within(bought).getByTestId("order-resources").textContent).toBe("1 vCPU · 2 GB RAM · 40 GB disk");
  expect(bought.textContent).toContain("3 months");
  expect(server.dataset.state).toBe("provisioning");
  expect(within(server).getByTestId("server-state").textContent).toBe("Being set up");
  expect(within(server).getByRole("status").textContent).toMatch(/being set up/);
  expect(within(server).queryByTestId("how-to-connect")).toBeNull();

  await c.post(`/sandbox/api/orders/${id}/provisioned`);
  await waitFor(() => expect(server.dataset.state).toBe("active"));
  const { ipv4, ipv6 } = serverAddresses(Number(id));
  expect(within(server).getByTestId("server-state").textContent).toBe("Active running");
  expect(within(server).getByTestId("server-ipv4").textContent).toBe(ipv4);
  expect(within(server).getByTestId("server-ipv6").textContent).toBe(ipv6);
  expect(within(server).getByTestId("server-access").textContent).toBe("SSH key “laptop” for root");
  const connect = within(server).getByTestId("how-to-connect");
  expect(connect.textContent).toContain(`ssh root@${ipv4}`);
  expect(within(connect).getByRole("link").getAttribute("href")).toBe("/help/connect-to-vps-over-ssh/");
  const panel = within(server).getByRole("link", { name: "Open the control panel" });
  expect(panel.getAttribute("rel")).toBe("noopener noreferrer");

  // A power action of the control panel reaches the page over the socket.
  await c.request("POST", `/sandbox/panel/servers/${id}/power`, { form: { action: "stop", csrfmiddlewaretoken: c.cookies.get("csrftoken")! } });
  await waitFor(() => expect(server.dataset.power).toBe("stopped"));
  expect(within(server).getByTestId("server-power").textContent).toBe(" stopped");

  // Overdue: suspended, with what to do about it.
  await c.post(`/sandbox/api/orders/${id}/overdue`, { days: 2 });
  await waitFor(() => expect(server.dataset.state).toBe("suspended"));
  expect(within(server).getByTestId("server-state").textContent).toBe("Suspended");
  expect(server.textContent).toContain("Renew the order to start it again.");
});

test("ru: the root password is shown once, the help article is the Russian one; an unpaid order says when the server comes", async () => {
  const id = await buy({ planSlug: "vps-1", months: 1, os: "ubuntu-24" });
  await c.post(`/sandbox/api/orders/${id}/provisioned`);
  const server = await show(id, "ru");
  expect(within(server).getByTestId("server-state").textContent).toBe("Работает включён");
  expect(screen.getByTestId("order-os").textContent).toBe("Ubuntu 24.04");
  expect(screen.getByTestId("order-location").textContent).toBe("Германия, Франкфурт");
  expect(within(within(server).getByTestId("how-to-connect")).getByRole("link").getAttribute("href")).toBe("/ru/help/connect-to-vps-over-ssh/");

  // Signed in a moment ago: no reauthentication is due, the password comes at once.
  fireEvent.click(within(server).getByRole("button", { name: "Показать пароль root" }));
  const password = await within(server).findByTestId("root-password");
  expect(password.textContent).toMatch(/^[A-Za-z0-9]{16}$/);
  expect(server.textContent).toContain("Пароль показывается один раз");
  cleanup();
  socket?.close();

  // Opened again: shown already.
  const again = await show(id, "ru");
  await waitFor(() => expect(within(again).getByTestId("server-access").textContent).toMatch(/уже был показан/));
  expect(within(again).queryByRole("button")).toBeNull();
  cleanup();
  socket?.close();

  const unpaid = await buy({ planSlug: "vps-1", months: 1 }, false);
  const waiting = await show(unpaid, "ru");
  expect(waiting.dataset.state).toBe("unpaid");
  expect(waiting.textContent).toContain("Сервер будет создан после оплаты заказа.");
});

test("a root password due for reauthentication asks for it first (allauth's flows)", async () => {
  const id = await buy({ planSlug: "vps-1", months: 1, os: "debian-12" });
  await c.post(`/sandbox/api/orders/${id}/provisioned`);
  await c.post("/sandbox/api/auth/age-session", { seconds: 600 });
  const server = await show(id, "en");
  fireEvent.click(within(server).getByRole("button", { name: "Show the root password" }));
  // The reauthentication dialog opens instead of a password.
  expect(await screen.findByRole("dialog")).toBeInstanceOf(HTMLElement);
  expect(within(server).queryByTestId("root-password")).toBeNull();
});
