import { SessionClient, startSandbox, AUTH } from "../testing/session-client";
import { DEMO } from "../seed/seed";
import { partnerSummarySchema, partnerPayoutSchema } from "@/api-client/schemas/partner";
import { cashbackPercent, maskEmail } from "./partner";

let sb: Awaited<ReturnType<typeof startSandbox>>;
beforeEach(async () => {
  sb = await startSandbox();
});
afterEach(() => sb.close());

const summaryOf = async (c: SessionClient) => partnerSummarySchema.parse((await c.get("/my/api/partner/")).json());

test("cashback tiers reach 40% and e-mails are masked", () => {
  expect([0, 4, 5, 9, 10, 50].map(cashbackPercent)).toEqual([20, 20, 30, 30, 40, 40]);
  expect(maskEmail("newbie@example.org")).toBe("n***@example.org");
});

test("a signup through the referral cookie is attributed; cashback accrues from the referral's payments; payout", async () => {
  const partner = new SessionClient(sb.url);
  expect((await partner.login(DEMO.complete)).statusCode).toBe(200);
  const before = await summaryOf(partner);
  expect(before.code).toMatch(/^[A-Z2-9]{8}$/);
  expect(before.link_path).toBe(`/?ref=${before.code}`);
  expect(before).toMatchObject({ referrals: [], accrued: 0, available: 0, rate_percent: 20, max_rate_percent: 40 });
  // Stable code.
  expect((await summaryOf(partner)).code).toBe(before.code);

  // The visitor's browser carries the scoring cookie the site set from /?ref=CODE.
  const visitor = new SessionClient(sb.url);
  visitor.cookies.set("scoring", before.code);
  await visitor.boot();
  const signup = await visitor.post(`${AUTH}/auth/signup`, { email: "newbie@example.org", password: "Kettle-Orbit-9931" });
  expect(signup.statusCode).toBe(401); // e-mail verification pending; the account exists
  // Someone without the cookie is not attributed; a bad code is ignored.
  const other = new SessionClient(sb.url);
  other.cookies.set("scoring", "NOPE1234");
  await other.boot();
  await other.post(`${AUTH}/auth/signup`, { email: "other@example.org", password: "Kettle-Orbit-9931" });

  const after = await summaryOf(partner);
  expect(after.referrals).toEqual([{ customer: "n***@example.org", joined_at: expect.any(String), paid_total: 0, cashback: 0 }]);

  await partner.post("/sandbox/api/partner/referred-payment", { email: "newbie@example.org", amount: 120 });
  const paid = await summaryOf(partner);
  expect(paid.referrals[0]).toMatchObject({ paid_total: 120, cashback: 24 });
  expect(paid).toMatchObject({ accrued: 24, paid: 0, requested: 0, available: 24 });

  // Payout request: validation, then requested, then paid by the sandbox's finance control.
  expect((await partner.post("/my/api/partner/payouts/", { amount: 5, method: "balance" })).json().amount[0]).toMatch(/minimum payout is 10/);
  expect((await partner.post("/my/api/partner/payouts/", { amount: 30, method: "balance" })).json().amount[0]).toMatch(/At most 24/);
  expect((await partner.post("/my/api/partner/payouts/", { amount: 10, method: "usdt" })).json().details).toEqual(["This field is required"]);
  const req = await partner.post("/my/api/partner/payouts/", { amount: 20, method: "balance" });
  expect(req.statusCode).toBe(201);
  const payout = partnerPayoutSchema.parse(req.json());
  expect(payout.status).toBe("requested");
  expect(await summaryOf(partner)).toMatchObject({ requested: 20, available: 4 });
  expect((await partner.post(`/sandbox/api/partner/payouts/${payout.id}/paid`, {})).statusCode).toBe(200);
  expect(await summaryOf(partner)).toMatchObject({ accrued: 24, paid: 20, requested: 0, available: 4 });
  expect((await partner.post(`/sandbox/api/partner/payouts/${payout.id}/paid`, {})).statusCode).toBe(409);
});

test("no self-referral, no attribution twice, partner data needs a login", async () => {
  const anon = new SessionClient(sb.url);
  await anon.boot();
  expect((await anon.get("/my/api/partner/")).statusCode).toBe(401);
  const a = new SessionClient(sb.url);
  await a.login(DEMO.ukrainian);
  const { code } = await summaryOf(a);
  // A one-step signup (checkout) is attributed too.
  const v = new SessionClient(sb.url);
  v.cookies.set("scoring", code.toLowerCase());
  await v.boot();
  expect((await v.post(`${AUTH}/auth/one-step-signup`, { email: "checkout@example.org" })).statusCode).toBe(200);
  expect((await summaryOf(a)).referrals.map((r) => r.customer)).toEqual(["c***@example.org"]);
  // The new customer's own code is theirs; their referrer stays.
  const own = await summaryOf(v);
  expect(own.code).not.toBe(code);
  expect((await summaryOf(a)).referrals).toHaveLength(1);
  // A second login cannot request a payout.
  const second = new SessionClient(sb.url);
  await second.login(DEMO.secondLogin);
  expect((await second.post("/my/api/partner/payouts/", { amount: 10, method: "balance" })).statusCode).toBe(403);
});
