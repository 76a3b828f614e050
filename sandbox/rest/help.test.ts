import { SessionClient, startSandbox } from "../testing/session-client";
import { DEMO } from "../seed/seed";
import type { SandboxContext } from "../context";
import * as S from "@/api-client/schemas";

let sb: Awaited<ReturnType<typeof startSandbox>>;
let ctx: SandboxContext;
beforeEach(async () => {
  sb = await startSandbox({ rateLimits: { reviewProposal: { ip: { max: 3, windowSeconds: 60 } } }, onReady: (c) => (ctx = c) });
});
afterEach(() => sb.close());

const PATH = "/my/api/help/review-proposals/";
const proposal = (over: Record<string, unknown> = {}) => ({
  article: "connect-to-vps-over-ssh",
  language: "en",
  kind: "outdated",
  name: "Ivo Bakker",
  email: "ivo@example.com",
  text: "Ubuntu 24.04 names the service ssh, not sshd; the status command in the last paragraph fails.",
  ...over,
});

test("a valid proposal is stored and answers the bonus of spec §9 (10 EUR; 5 EUR in Russian)", async () => {
  const c = new SessionClient(sb.url);
  await c.boot();
  const en = await c.post(PATH, proposal());
  expect(en.statusCode).toBe(201);
  expect(S.reviewProposalResponseSchema.parse(en.json())).toMatchObject({ status: "pending", bonus: { amount: 10, currency: "EUR" } });
  const ru = await c.post(PATH, proposal({ language: "ru", text: "В последнем абзаце команда systemctl status ssh для CentOS называется sshd." }));
  expect(S.reviewProposalResponseSchema.parse(ru.json()).bonus.amount).toBe(5);
  const rows = ctx.db.prepare("SELECT article, language, kind, bonus_eur, account_id FROM review_proposals ORDER BY id").all();
  expect(rows).toEqual([
    { article: "connect-to-vps-over-ssh", language: "en", kind: "outdated", bonus_eur: 10, account_id: null },
    { article: "connect-to-vps-over-ssh", language: "ru", kind: "outdated", bonus_eur: 5, account_id: null },
  ]);
});

test("a signed-in reader's proposal is linked to the account", async () => {
  const c = new SessionClient(sb.url);
  expect((await c.login(DEMO.complete)).statusCode).toBe(200);
  expect((await c.post(PATH, proposal())).statusCode).toBe(201);
  const row = ctx.db.prepare("SELECT account_id FROM review_proposals").get() as { account_id: number | null };
  expect(row.account_id).not.toBeNull();
});

test("field errors use the catalogue messages, per field", async () => {
  const c = new SessionClient(sb.url);
  await c.boot();
  const res = await c.post(PATH, proposal({ name: "  ", email: "not-an-address", text: "Too short", kind: "rant", article: "../etc" }));
  expect(res.statusCode).toBe(400);
  const body = S.fieldErrorsSchema.parse(res.json());
  expect(body).toEqual({
    name: ["This field is required"],
    email: ["Enter a valid email address"],
    text: ["Ensure this field has at least 20 characters."],
    kind: ["Select a valid choice."],
    article: ["Enter a valid value."],
  });
  const empty = await c.post(PATH, {});
  expect(Object.values(empty.json()).every((m) => JSON.stringify(m) === JSON.stringify(["This field is required"]))).toBe(true);
});

test("needs the CSRF header and is limited per IP (429 with detail)", async () => {
  const c = new SessionClient(sb.url, "10.0.0.7");
  await c.boot();
  const noCsrf = await c.request("POST", PATH, { body: proposal(), csrf: false });
  expect(noCsrf.statusCode).toBe(403);
  for (let i = 0; i < 3; i++) expect((await c.post(PATH, proposal())).statusCode).toBe(201);
  const limited = await c.post(PATH, proposal());
  expect(limited.statusCode).toBe(429);
  expect(S.rateLimitedSchema.parse(limited.json()).detail).toBe("Too many attempts, please try again later.");
  // Another address is not affected.
  const other = new SessionClient(sb.url, "10.0.0.8");
  await other.boot();
  expect((await other.post(PATH, proposal())).statusCode).toBe(201);
});
