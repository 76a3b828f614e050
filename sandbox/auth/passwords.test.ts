import * as crypto from "node:crypto";
import { SessionClient, startSandbox, AUTH } from "../testing/session-client";
import { DEMO } from "@sandbox/seed/seed";
import { hashPassword, verifyPassword } from "./passwords";

jest.mock("node:crypto", () => {
  const actual = jest.requireActual<typeof import("node:crypto")>("node:crypto");
  return { ...actual, scryptSync: jest.fn(actual.scryptSync) };
});
const scrypt = crypto.scryptSync as jest.MockedFunction<typeof crypto.scryptSync>;

describe("verifyPassword", () => {
  it("matches the right password only", () => {
    const stored = hashPassword("Correct-Horse-42");
    expect(verifyPassword("Correct-Horse-42", stored)).toBe(true);
    expect(verifyPassword("Wrong-Horse-42", stored)).toBe(false);
  });

  it.each([null, undefined, "", "md5$ab$cd", "scrypt$$"])("hashes once even with nothing to compare with (%j), and says no", (stored) => {
    verifyPassword("warm-up", null);
    scrypt.mockClear();
    expect(verifyPassword("Any-Password-1", stored)).toBe(false);
    expect(scrypt).toHaveBeenCalledTimes(1);
  });
});

// Issue 39: the sign-in answered an unknown address without hashing, so its timing told which addresses
// have accounts. Counted, not timed: the same number of hashes for a known and an unknown address.
describe("sign-in does the same work for unknown and known addresses", () => {
  let sb: Awaited<ReturnType<typeof startSandbox>>;
  beforeAll(async () => {
    sb = await startSandbox();
  });
  afterAll(() => sb.close());

  const hashesFor = async (email: string) => {
    const c = new SessionClient(sb.url, `10.39.0.${email.length}`);
    await c.boot();
    scrypt.mockClear();
    const res = await c.post(`${AUTH}/auth/login`, { email, password: "Not-The-Password-1" });
    expect(res.statusCode).toBe(400);
    return scrypt.mock.calls.length;
  };

  it("a wrong password for a known address and any password for an unknown one each cost one hash", async () => {
    await hashesFor("warm.up@example.org");
    expect(await hashesFor(DEMO.complete)).toBe(1);
    expect(await hashesFor("nobody.at.all@example.org")).toBe(1);
  });
});
