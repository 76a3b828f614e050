import { trustProxyFromEnv } from "./trust-proxy";
import { SessionClient, startSandbox } from "./testing/session-client";

describe("trustProxyFromEnv", () => {
  it("trusts nothing when unset or empty", () => {
    expect(trustProxyFromEnv(undefined)).toBe(false);
    expect(trustProxyFromEnv(" ")).toBe(false);
  });

  it("takes a list of addresses, CIDR ranges and range names", () => {
    expect(trustProxyFromEnv("127.0.0.1, ::1,10.0.0.0/8,loopback")).toEqual(["127.0.0.1", "::1", "10.0.0.0/8", "loopback"]);
  });

  it.each(["true", "*", "1", "10.0.0.0/33", "proxy.example"])("refuses %s (never every sender, never a guess)", (value) => {
    expect(() => trustProxyFromEnv(value)).toThrow(/TRUST_PROXY/);
  });
});

/** Twelve contact messages, each claiming another client address in X-Forwarded-For. */
async function rotatingContactMessages(url: string): Promise<number[]> {
  const statuses: number[] = [];
  for (let i = 1; i <= 12; i++) {
    const client = new SessionClient(url, `203.0.113.${i}`);
    await client.request("GET", "/my/api/config/");
    const answer = await client.request("POST", "/my/api/contact/", { body: { name: "Ada", email: "ada@example.org", subject: "sales", message: `Question ${i}` } });
    statuses.push(answer.statusCode);
  }
  return statuses;
}

describe("per-IP limits and X-Forwarded-For (issue 15)", () => {
  it("served directly (nothing trusted), rotating X-Forwarded-For values are limited as one client", async () => {
    const sandbox = await startSandbox({ trustProxy: false });
    try {
      const statuses = await rotatingContactMessages(sandbox.url);
      expect(statuses.slice(0, 5)).toEqual([201, 201, 201, 201, 201]);
      expect(statuses.slice(5)).toEqual(Array(7).fill(429));
    } finally {
      await sandbox.close();
    }
  });

  it("behind a listed proxy the header names the client (what the tests' server and nginx in front rely on)", async () => {
    const sandbox = await startSandbox({ trustProxy: ["127.0.0.1"] });
    try {
      expect(await rotatingContactMessages(sandbox.url)).toEqual(Array(12).fill(201));
    } finally {
      await sandbox.close();
    }
  });
});
