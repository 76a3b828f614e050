/** @jest-environment jsdom */
import { getConfig, getSession } from "@/api-client/allauth";
import { dropEarly } from "@/api-client/early-answers";
import { getMenuContext, getPersonalInfo } from "@/api-client/account";
import { DASHBOARD_CALLS } from "./dashboard/queries";
import { startEarlyCalls } from "./early-calls";

// Each turn the early script yields is recorded between the calls it sends (and taken at once).
jest.mock("../../../islands/next-task", () => ({
  nextTask: () => {
    sent.push({ method: "TASK", url: "", headers: {} });
    return Promise.resolve();
  },
}));

type Sent = { method: string; url: string; body?: string; headers: Record<string, string> };
let sent: Sent[] = [];
let status = 200;
const SIGNED_IN = JSON.stringify({ status: 200, data: { user: { id: 1 } }, meta: { is_authenticated: true } });
let sessionBody = SIGNED_IN;
/** The session's answer waits for this (a test holds it to let the client ask first). */
let sessionGate: Promise<unknown> = Promise.resolve();
/** A fresh page load as far as the early answers go: the client has asked nothing yet. */
const forgetClient = () => {
  delete (window as { __earlyClientStarted?: boolean }).__earlyClientStarted;
  delete (window as { __earlyAsked?: Set<string> }).__earlyAsked;
};
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
/** The calls sent, without the turns between them. */
const calls = () => sent.filter((s) => s.method !== "TASK");

// Every call answers 200 with an empty JSON object: the keys and headers are under test, not the answers.
beforeEach(() => {
  sent = [];
  status = 200;
  sessionBody = SIGNED_IN;
  sessionGate = Promise.resolve();
  dropEarly();
  forgetClient();
  document.documentElement.lang = "ru";
  document.cookie = "csrftoken=token123";
  global.fetch = jest.fn((url: RequestInfo | URL, init?: RequestInit) => {
    sent.push({
      method: init?.method ?? "GET",
      url: String(url),
      body: init?.body as string | undefined,
      headers: { ...(init?.headers as Record<string, string>) },
    });
    const body = String(url).endsWith("/auth/session") ? sessionBody : "{}";
    const answer = { status, text: () => Promise.resolve(body), json: () => Promise.resolve(JSON.parse(body) as unknown) };
    const response = { ...answer, clone: () => answer } as unknown as Response;
    return String(url).endsWith("/auth/session") ? sessionGate.then(() => response) : Promise.resolve(response);
  }) as typeof fetch;
});

const clientCalls = () => [getSession(), getConfig(), getMenuContext(), getPersonalInfo(), ...DASHBOARD_CALLS.map((call) => call().catch(() => undefined))];

it("on the dashboard, the early script sends exactly the client's calls (same keys and headers), and the client takes each answer once", async () => {
  await Promise.all(clientCalls());
  const byClient = sent;
  expect(byClient).toHaveLength(4 + DASHBOARD_CALLS.length);
  sent = [];
  forgetClient();
  startEarlyCalls("/ru/my/");
  // The menu, the profile and the dashboard's operations follow the session's answer (200: signed in).
  await settle();
  const early = calls();
  // Each call after the session's starts in a turn of its own (decision 266), the menu's in the session answer's.
  const operations = DASHBOARD_CALLS.map(() => ["TASK", "POST"]).flat();
  expect(sent.map((s) => s.method)).toEqual(["GET", "TASK", "GET", "GET", "TASK", "GET", "TASK", ...operations]);
  // The same calls with the same headers (the order aside).
  const key = (s: Sent) => JSON.stringify([s.method, s.url, s.body ?? null, Object.entries(s.headers).sort()]);
  expect(early.map(key).sort()).toEqual(byClient.map(key).sort());
  // The client takes the early answers: no call is sent again.
  sent = [];
  await Promise.all(clientCalls());
  expect(sent).toEqual([]);
  // Taken once: the next calls ask the server.
  await Promise.all(clientCalls());
  expect(sent).toHaveLength(byClient.length);
});

it("another account address starts the session and config calls, and the menu and profile once signed in; other addresses none", async () => {
  startEarlyCalls("/my/orders/");
  await settle();
  expect(calls().map((s) => `${s.method} ${s.url}`)).toEqual([
    "GET /auth/_allauth/browser/v1/auth/session",
    "GET /auth/_allauth/browser/v1/config",
    "GET /my/api/account/menu_context/",
    "GET /my/api/account/personal_info/",
  ]);
  sent = [];
  dropEarly();
  startEarlyCalls("/checkout/");
  startEarlyCalls("/help/my-account/");
  expect(sent).toEqual([]);
});

it("a visitor who is not signed in (the session answers 401) gets the session and config calls only", async () => {
  status = 401;
  startEarlyCalls("/my/");
  await settle();
  expect(calls().map((s) => `${s.method} ${s.url}`)).toEqual(["GET /auth/_allauth/browser/v1/auth/session", "GET /auth/_allauth/browser/v1/config"]);
});

it("a session answer 200 that is not a signed-in user (a malformed or signed-out body) starts nothing more", async () => {
  for (const body of ['{"unexpected": ', JSON.stringify({ status: 401, data: { flows: [] }, meta: { is_authenticated: false } })]) {
    sent = [];
    dropEarly();
    sessionBody = body;
    startEarlyCalls("/my/");
    await settle();
    expect(calls().map((s) => s.url)).toEqual(["/auth/_allauth/browser/v1/auth/session", "/auth/_allauth/browser/v1/config"]);
  }
});

it("once the app has made a call of its own, the early script starts none", async () => {
  await getMenuContext();
  sent = [];
  startEarlyCalls("/my/");
  await settle();
  expect(sent).toEqual([]);
});

it("a call the client asked before the early script reached it is not started early: the client's next call (a retry) is not handed a stale answer", async () => {
  // The race of CI: the session answer reaches the app first, and the app asks a dashboard part's query
  // before the early script's signed-in step starts it.
  let answerSession = () => {};
  sessionGate = new Promise<void>((resolve) => (answerSession = resolve));
  startEarlyCalls("/my/");
  const [first] = DASHBOARD_CALLS;
  await first().catch(() => undefined);
  expect(sent.filter((s) => s.method === "POST")).toHaveLength(1);
  answerSession();
  await settle();
  // The early script started the other parts' queries, not the one already asked.
  expect(sent.filter((s) => s.method === "POST")).toHaveLength(DASHBOARD_CALLS.length);
  sent = [];
  await first().catch(() => undefined);
  expect(sent.map((s) => s.url)).toEqual(["/my/api/graphql/"]);
});

it("a session change drops the answers not taken", async () => {
  startEarlyCalls("/my/");
  await settle();
  dropEarly();
  sent = [];
  await getMenuContext();
  expect(sent.map((s) => s.url)).toEqual(["/my/api/account/menu_context/"]);
});

it("a call that fails (the API down) is never an unhandled rejection: the client meets the failure when it takes the answer", async () => {
  const unhandled: unknown[] = [];
  const record = (reason: unknown) => unhandled.push(reason);
  process.on("unhandledRejection", record);
  try {
    const failed = jest.fn((_url: RequestInfo | URL) => Promise.reject(new TypeError("Failed to fetch")));
    global.fetch = failed as unknown as typeof fetch;
    startEarlyCalls("/my/");
    for (let i = 0; i < 5; i++) await settle();
    // The session and config calls were made (and failed); nothing followed the session's failure.
    expect(failed.mock.calls.map(([url]) => String(url))).toEqual(["/auth/_allauth/browser/v1/auth/session", "/auth/_allauth/browser/v1/config"]);
    expect(unhandled).toEqual([]);
  } finally {
    process.off("unhandledRejection", record);
  }
});
