import http from "node:http";
import { test, expect } from "./fixtures";
import { nginxURL } from "../../playwright.config";
import { headerOptionsFromEnv, securityHeaders } from "../../src/build/security-headers";
import { API_SECURITY_HEADERS } from "../../src/lib/api-security-headers";

// Issue 39, through the "nginx" project's nginx (the generated deploy/nginx-site.conf): only the site's
// own name is answered, and nginx's own pages carry the site's headers. Raw requests: a browser sends no
// forged Host, no request line nginx refuses, and cannot set a Host header at all.

type Answer = { status: number; headers: http.IncomingHttpHeaders };
const { hostname, port } = new URL(nginxURL);

function raw(path: string, headers: Record<string, string>, method = "GET"): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = http.request({ host: hostname, port, path, method, headers, setHost: false }, (res) => {
      res.resume();
      res.on("end", () => resolve({ status: res.statusCode!, headers: res.headers }));
    });
    req.on("error", reject);
    req.end();
  });
}

const siteHeaders = securityHeaders("/", headerOptionsFromEnv());
const expectHeaders = (answer: Answer, expected: Record<string, string>) => {
  expect(answer.headers.server).toMatch(/^nginx/);
  for (const [name, value] of Object.entries(expected)) expect([name, answer.headers[name]]).toEqual([name, value]);
};

// Issue 38: the three raw-request checks are steps of one test (one context for the auto fixtures, not three).
test("a foreign Host is refused (421) on pages and on the API, so no mail link is built on it; nginx's own 400, 414 and 413 pages and the API's answers carry the security headers; nginx's redirects (an editor's 301 and the directory slash's) carry the site's security headers", async () => {
  await test.step("a foreign Host is refused (421) on pages and on the API, so no mail link is built on it", async () => {
    const own = await raw("/help/", { host: `localhost:${port}` });
    expect(own.status).toBe(200);
    for (const path of ["/help/", "/my/api/config/", "/auth/_allauth/browser/v1/auth/password/request"]) {
      const foreign = await raw(path, { host: "evil.example" });
      expect([path, foreign.status]).toEqual([path, 421]);
      expectHeaders(foreign, siteHeaders);
    }
  });
  await test.step("nginx's own 400, 414 and 413 pages and the API's answers carry the security headers", async () => {
    const noHost = await raw("/help/", {});
    expect(noHost.status).toBe(400);
    expectHeaders(noHost, siteHeaders);
    const longUri = await raw(`/${"a".repeat(9000)}`, { host: `localhost:${port}` });
    expect(longUri.status).toBe(414);
    expectHeaders(longUri, siteHeaders);
    // The declared length is enough: nginx answers before reading a byte of it.
    const tooLarge = await raw(
      "/my/api/tickets/1/messages/",
      { host: `localhost:${port}`, "content-type": "application/json", "content-length": String(10 * 1024 * 1024) },
      "POST",
    );
    expect(tooLarge.status).toBe(413);
    expectHeaders(tooLarge, API_SECURITY_HEADERS);
    const api = await raw("/my/api/config/", { host: `localhost:${port}` });
    expect(api.status).toBe(200);
    expectHeaders(api, API_SECURITY_HEADERS);
    expect(api.headers["x-content-type-options"], "one header, not the upstream's and nginx's").toBe("nosniff");
  });
  await test.step("nginx's redirects (an editor's 301 and the directory slash's) carry the site's security headers", async () => {
    // The seed's renamed help article (decision 167): an exact `location =` of the generated config.
    const editors = await raw("/help/ssh-first-login/", { host: `localhost:${port}` });
    expect([editors.status, editors.headers.location]).toEqual([301, "/help/connect-to-vps-over-ssh/"]);
    expectHeaders(editors, siteHeaders);
    // A folder asked for without its slash: nginx's own 301 from try_files.
    const slash = await raw("/help", { host: `localhost:${port}` });
    expect([slash.status, slash.headers.location]).toEqual([301, "/help/"]);
    expectHeaders(slash, siteHeaders);
  });
});
