import { SessionClient, startSandbox, AUTH } from "./testing/session-client";
import { DEMO } from "@sandbox/seed/seed";
import type { SandboxContext } from "./context";
import { API_SECURITY_HEADERS } from "../src/lib/api-security-headers";

// Issue 39: the API's answers had no X-Content-Type-Options (JSON, the transactions CSV, inline invoice PDFs).
let sb: Awaited<ReturnType<typeof startSandbox>>;
let ctx: SandboxContext;
beforeAll(async () => {
  sb = await startSandbox({ onReady: (c) => (ctx = c) });
});
afterAll(() => sb.close());

const expectApiHeaders = (headers: Record<string, string | string[] | undefined>) => {
  for (const [name, value] of Object.entries(API_SECURITY_HEADERS)) expect([name, headers[name]]).toEqual([name, value]);
};

describe("every API answer carries the API's security headers", () => {
  it("JSON (signed out and refused), the allauth session, the CSV and an inline invoice PDF", async () => {
    const c = new SessionClient(sb.url);
    expectApiHeaders((await c.get("/my/api/config/")).headers);
    expectApiHeaders((await c.get(`${AUTH}/auth/session`)).headers);
    expectApiHeaders((await c.get("/my/api/transactions.csv")).headers);
    expect((await c.login(DEMO.complete)).statusCode).toBe(200);
    const csv = await c.get("/my/api/transactions.csv");
    expect(csv.headers["content-type"]).toContain("text/csv");
    expectApiHeaders(csv.headers);
    const { id } = ctx.db.prepare("SELECT i.id FROM invoices i JOIN users u ON u.id = i.account_id WHERE u.email = ? LIMIT 1").get(DEMO.complete) as {
      id: number;
    };
    const pdf = await c.get(`/my/api/invoices/${id}/pdf/`);
    expect([pdf.statusCode, pdf.headers["content-type"]]).toEqual([200, "application/pdf"]);
    expectApiHeaders(pdf.headers);
  });
});
