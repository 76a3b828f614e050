// The bench's signed-in pages and calls: the sandbox's demo customer signs in through allauth's browser API,
// and the session cookies it answers are what the measured browser or load client sends.

/** Signs the demo customer in; returns the cookie header and the CSRF token. */
export async function signIn(base: string): Promise<{ cookie: string; csrf: string }> {
  const api = `${base}/auth/_allauth/browser/v1`;
  const first = await fetch(`${api}/auth/session`);
  const csrf = /csrftoken=([^;]+)/.exec(first.headers.get("set-cookie") ?? "")?.[1] ?? "";
  const login = await fetch(`${api}/auth/login`, {
    method: "POST",
    headers: { "content-type": "application/json", "x-csrftoken": csrf, cookie: `csrftoken=${csrf}` },
    body: JSON.stringify({ email: "complete@example.com", password: "Sandbox-demo-2024" }),
  });
  const session = login.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .find((c) => c?.startsWith("sessionid="));
  if (!session) throw new Error(`Bench login failed (${login.status})`);
  return { cookie: `csrftoken=${csrf}; ${session}`, csrf };
}
