// The bench's signed-in pages: the sandbox's demo customer signs in through allauth's browser API, and the
// session cookies it answers are what the measured browser sends.

export async function loginCookie(baseUrl: string): Promise<string> {
  const api = `${baseUrl}/auth/_allauth/browser/v1`;
  const first = await fetch(`${api}/auth/session`);
  const csrf = /csrftoken=([^;]+)/.exec(first.headers.get("set-cookie") ?? "")?.[1] ?? "";
  const login = await fetch(`${api}/auth/login`, {
    method: "POST",
    headers: { "content-type": "application/json", "x-csrftoken": csrf, cookie: `csrftoken=${csrf}` },
    body: JSON.stringify({ email: "complete@example.com", password: "Sandbox-demo-2024" }),
  });
  const cookies = login.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
  if (!cookies.includes("sessionid=")) throw new Error(`Bench login failed (${login.status})`);
  return cookies;
}
