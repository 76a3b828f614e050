import { SessionClient, startSandbox, AUTH } from "../testing/session-client";
import { safeCallbackUrl } from "./allauth";

let sb: Awaited<ReturnType<typeof startSandbox>>;
beforeAll(async () => {
  sb = await startSandbox();
});
afterAll(() => sb.close());

const HOSTILE = [
  "/\t/evil.example/",
  "/\n/evil.example/",
  "/\r\n/evil.example/",
  "/\u3002evil.example/",
  "/\uff0f\uff0fevil.example/",
  "/\\evil.example/",
  "/%2F%2Fevil.example/",
  "/%09/evil.example/",
  "//evil.example/",
  "https://evil.example/",
  "http://127.0.0.1.evil.example/",
  "javascript:alert(1)",
  "\u0000/x/",
  // Issue 39: these became "Location: //evil.example/…" before localPath resolved dot segments first.
  "/..//evil.example/",
  "/%2e%2e//evil.example/",
  "/./..//evil.example/",
  "/my/..//evil.example/",
];

describe("safeCallbackUrl", () => {
  it.each(HOSTILE)("refuses %j", (raw) => {
    expect(safeCallbackUrl(raw, "127.0.0.1:8000")).toBeNull();
  });

  it("keeps this site's paths and its own host, normalised", () => {
    expect(safeCallbackUrl("/auth/provider/callback/", "localhost:8000")).toBe("/auth/provider/callback/");
    expect(safeCallbackUrl("/my/?from=github", "localhost:8000")).toBe("/my/?from=github");
    expect(safeCallbackUrl("http://localhost:8000/my/", "localhost:8000")).toBe("http://localhost:8000/my/");
    expect(safeCallbackUrl("http://user@localhost:8000/my/", "localhost:8000")).toBeNull();
    expect(safeCallbackUrl("http://localhost:8001/my/", "localhost:8000")).toBeNull();
  });
});

describe("the provider redirect with a hostile callback_url", () => {
  it.each(HOSTILE)("%j goes back to the site's callback page with ?error=, never elsewhere and never 500", async (callback) => {
    const c = new SessionClient(sb.url);
    await c.boot();
    const res = await c.request("POST", `${AUTH}/auth/provider/redirect`, {
      form: { csrfmiddlewaretoken: c.cookies.get("csrftoken") ?? "", process: "login", provider: "google", callback_url: callback },
    });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe("/auth/provider/callback/?error=unknown&error_process=login");
  });

  it("a safe callback survives the whole consent round trip unchanged", async () => {
    const c = new SessionClient(sb.url);
    await c.boot();
    const start = await c.request("POST", `${AUTH}/auth/provider/redirect`, {
      form: { csrfmiddlewaretoken: c.cookies.get("csrftoken") ?? "", process: "login", provider: "github", callback_url: "/my/?from=github" },
    });
    const state = new URL(start.headers.location!, "http://x").searchParams.get("state")!;
    const decided = await c.get(
      `/sandbox/provider/github/decide/?${new URLSearchParams({ state, decision: "allow", email: "cb.user@example.org", name: "Cee Bee", uid: "gh-cb" })}`,
    );
    const back = await c.get(decided.headers.location!);
    expect(back.headers.location).toBe("/my/?from=github");
  });
});
