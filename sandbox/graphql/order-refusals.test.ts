import { SessionClient, startSandbox } from "../testing/session-client";
import { DEMO } from "../seed/seed";
import { ACCOUNT_NOT_VERIFIED, PERSONAL_INFO_REQUIRED } from "@/api-client/error-codes";

let sb: Awaited<ReturnType<typeof startSandbox>>;
beforeEach(async () => {
  sb = await startSandbox();
});
afterEach(() => sb.close());

const createOrder = (c: SessionClient) =>
  c.gql("mutation($input: CreateOrderInput!) { createOrder(input: $input) { paymentRef } }", { input: { planSlug: "vps-1", months: 1 } });

test("createOrder refuses incomplete personal data and an unverified account with their own codes (spec §8), not FORBIDDEN", async () => {
  const incomplete = new SessionClient(sb.url);
  expect((await incomplete.login(DEMO.incomplete)).statusCode).toBe(200);
  expect((await createOrder(incomplete)).errors![0]!.extensions!.code).toBe(PERSONAL_INFO_REQUIRED);

  // One-step signup signs in at once, with the e-mail still unconfirmed.
  const unverified = new SessionClient(sb.url);
  await unverified.boot();
  expect((await unverified.post("/auth/_allauth/browser/v1/auth/one-step-signup", { email: "new-unverified@example.com" })).statusCode).toBe(200);
  const info = { user: { first_name: "Una", last_name: "Verified" }, country: "DE", city: "Bonn", zip_code: "53111", address: "Markt 1" };
  expect((await unverified.put("/my/api/account/personal_info/", info)).statusCode).toBe(200);
  const answer = await createOrder(unverified);
  expect(answer.errors![0]!.extensions!.code).toBe(ACCOUNT_NOT_VERIFIED);
});
