import { z } from "zod";
import { createHttpClient } from "./http";
import { postForm } from "./form-submit";

type Call = { url: string; init?: RequestInit };

/** The site's one HTTP client over a scripted fetch: the forms see exactly what the real client makes of each answer. */
function fakeClient(answers: Array<{ status: number; body?: unknown; raw?: string } | Error>, calls: Call[] = []) {
  const fetch = (async (url: string, init?: RequestInit) => {
    calls.push({ url, init });
    const next = answers.shift();
    if (!next) throw new Error(`unexpected call ${url}`);
    if (next instanceof Error) throw next;
    const text = next.raw ?? (next.body === undefined ? "" : JSON.stringify(next.body));
    return new Response(next.status === 204 ? null : text, { status: next.status });
  }) as unknown as typeof globalThis.fetch;
  return createHttpClient({ fetch, readCookie: (name) => (name === "csrftoken" ? "tok" : null), getLanguage: () => "ru" });
}

describe("postForm", () => {
  it("returns the parsed body on success and no body on 204", async () => {
    const ok = await postForm("/x/", { a: 1 }, z.object({ id: z.number() }), fakeClient([{ status: 201, body: { id: 7 } }]));
    expect(ok).toEqual({ ok: true, data: { id: 7 } });
    const none = await postForm("/x/", {}, undefined, fakeClient([{ status: 204 }]));
    expect(none).toEqual({ ok: true, data: undefined });
  });

  it("posts JSON with the spec §7 headers of the shared client (CSRF, X-Requested-With, language)", async () => {
    const calls: Call[] = [];
    await postForm("/my/api/contact/", { a: 1 }, undefined, fakeClient([{ status: 204 }], calls));
    expect(calls.map((c) => [c.init?.method, c.url])).toEqual([["POST", "/my/api/contact/"]]);
    const headers = calls[0]!.init!.headers as Record<string, string>;
    expect(headers["X-Requested-With"]).toBe("XMLHttpRequest");
    expect(headers["X-CSRFToken"]).toBe("tok");
    expect(headers["Accept-Language"]).toBe("ru");
    expect(headers["Content-Type"]).toBe("application/json");
    expect(calls[0]!.init!.body).toBe('{"a":1}');
  });

  it("classifies failures: 400 field errors, 429 with detail or without, 5xx, network, bad JSON, bad shape", async () => {
    const post = (a: { status: number; body?: unknown; raw?: string } | Error, schema?: z.ZodType<unknown>) => postForm("/x/", {}, schema, fakeClient([a]));
    expect(await post({ status: 400, body: { email: ["Enter a valid email address"] } })).toEqual({
      ok: false,
      kind: "fields",
      fields: { email: ["Enter a valid email address"] },
    });
    expect(await post({ status: 429, body: { detail: "Slow down." } })).toEqual({ ok: false, kind: "rate-limited", message: "Slow down." });
    expect(await post({ status: 429, body: { email: ["First error"] } })).toEqual({ ok: false, kind: "rate-limited", message: "First error" });
    expect(await post({ status: 429 })).toEqual({ ok: false, kind: "rate-limited", message: null });
    expect(await post({ status: 500, body: { detail: "boom" } })).toEqual({ ok: false, kind: "generic" });
    // Spec §8: no answer at all is "Request failed…", not the generic text.
    expect(await post(new TypeError("fetch failed"))).toEqual({ ok: false, kind: "network" });
    expect(await post({ status: 502, raw: "<html>Bad gateway</html>" })).toEqual({ ok: false, kind: "generic" });
    expect(await post({ status: 200, raw: '{"unexpected": ' })).toEqual({ ok: false, kind: "generic" });
    expect(await post({ status: 201, body: { id: "x" } }, z.object({ id: z.number() }))).toEqual({ ok: false, kind: "generic" });
    expect(await post({ status: 404, body: { detail: "Not found." } })).toEqual({ ok: false, kind: "message", message: "Not found." });
    // A 401/403 detail is for developers: the form shows the catalogue's generic text.
    expect(await post({ status: 401, body: { detail: "Authentication credentials were not provided." } })).toEqual({ ok: false, kind: "generic" });
    expect(await post({ status: 403, body: { detail: "CSRF Failed" } })).toEqual({ ok: false, kind: "generic" });
  });
});
