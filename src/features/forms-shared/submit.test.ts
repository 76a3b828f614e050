import { z } from "zod";
import type { TFunction } from "i18next";
import { postForm, readCookie } from "./submit";
import { catalogueErrorMap, failureMessage, joinFieldErrors } from "./messages";

type Call = { url: string; init?: RequestInit };

function fakeFetch(answers: Array<{ status: number; body?: unknown; raw?: string } | Error>, calls: Call[] = []) {
  return (async (url: string, init?: RequestInit) => {
    calls.push({ url, init });
    const next = answers.shift();
    if (!next) throw new Error(`unexpected call ${url}`);
    if (next instanceof Error) throw next;
    const text = next.raw ?? (next.body === undefined ? "" : JSON.stringify(next.body));
    return new Response(next.status === 204 ? null : text, { status: next.status });
  }) as unknown as typeof fetch;
}

// A stand-in translator: returns the key, with count when given, so tests see which message was chosen.
const t = ((key: string, opts?: { count?: number }) => (opts?.count !== undefined ? `${key}:${opts.count}` : key)) as unknown as TFunction;

describe("postForm", () => {
  it("reads cookies by name", () => {
    expect(readCookie("csrftoken", "a=1; csrftoken=abc%3D; b=2")).toBe("abc=");
    expect(readCookie("csrftoken", "a=1")).toBeNull();
  });

  it("returns the parsed body on success and null body on 204", async () => {
    const ok = await postForm("/x/", { a: 1 }, z.object({ id: z.number() }), fakeFetch([{ status: 200 }, { status: 201, body: { id: 7 } }]));
    expect(ok).toEqual({ ok: true, data: { id: 7 } });
    const none = await postForm("/x/", {}, undefined, fakeFetch([{ status: 200 }, { status: 204 }]));
    expect(none).toEqual({ ok: true, data: undefined });
  });

  it("seeds the CSRF cookie with a GET first, then posts JSON with the spec §7 headers", async () => {
    const calls: Call[] = [];
    await postForm("/my/api/contact/", { a: 1 }, undefined, fakeFetch([{ status: 200 }, { status: 204 }], calls));
    expect(calls.map((c) => [c.init?.method ?? "GET", c.url])).toEqual([["GET", "/my/api/features/"], ["POST", "/my/api/contact/"]]);
    const headers = calls[1]!.init!.headers as Record<string, string>;
    expect(headers["X-Requested-With"]).toBe("XMLHttpRequest");
    expect(headers["Content-Type"]).toBe("application/json");
    expect(calls[1]!.init!.body).toBe('{"a":1}');
    expect(calls[1]!.init!.credentials).toBe("same-origin");
  });

  it("classifies failures: 400 field errors, 429 with detail or without, 5xx, network, bad JSON, bad shape", async () => {
    const post = (a: { status: number; body?: unknown; raw?: string } | Error, schema?: z.ZodType<unknown>) => postForm("/x/", {}, schema, fakeFetch([{ status: 200 }, a]));
    expect(await post({ status: 400, body: { email: ["Enter a valid email address"] } })).toEqual({ ok: false, kind: "fields", fields: { email: ["Enter a valid email address"] } });
    expect(await post({ status: 429, body: { detail: "Slow down." } })).toEqual({ ok: false, kind: "rate-limited", message: "Slow down." });
    expect(await post({ status: 429, body: { email: ["First error"] } })).toEqual({ ok: false, kind: "rate-limited", message: "First error" });
    expect(await post({ status: 429 })).toEqual({ ok: false, kind: "rate-limited", message: null });
    expect(await post({ status: 500, body: { detail: "boom" } })).toEqual({ ok: false, kind: "generic" });
    expect(await post(new TypeError("fetch failed"))).toEqual({ ok: false, kind: "generic" });
    expect(await post({ status: 502, raw: "<html>Bad gateway</html>" })).toEqual({ ok: false, kind: "generic" });
    expect(await post({ status: 201, body: { id: "x" } }, z.object({ id: z.number() }))).toEqual({ ok: false, kind: "generic" });
    expect(await post({ status: 404, body: { detail: "Not found." } })).toEqual({ ok: false, kind: "message", message: "Not found." });
    // A 401/403 detail is for developers: the form shows the catalogue's generic text.
    expect(await post({ status: 401, body: { detail: "Authentication credentials were not provided." } })).toEqual({ ok: false, kind: "generic" });
    expect(await post({ status: 403, body: { detail: "CSRF Failed" } })).toEqual({ ok: false, kind: "generic" });
  });
});

describe("catalogue messages (spec §8)", () => {
  it("429 shows the server's detail, or the catalogue's when there is none", () => {
    expect(failureMessage({ ok: false, kind: "rate-limited", message: null }, t)).toBe("forms.tooMany");
    expect(failureMessage({ ok: false, kind: "rate-limited", message: "Too many attempts, please try again later." }, t)).toBe("forms.tooMany");
    expect(failureMessage({ ok: false, kind: "rate-limited", message: "Wait 30 seconds." }, t)).toBe("Wait 30 seconds.");
    expect(failureMessage({ ok: false, kind: "generic" }, t)).toBe("forms.generic");
  });

  it("joins field errors into one message, translating the ones the catalogue knows", () => {
    expect(joinFieldErrors({ email: ["Enter a valid email address"], page_url: ["This field is required", "Too long."] }, t)).toBe("forms.invalidEmail forms.required Too long.");
    expect(joinFieldErrors({}, t)).toBe("forms.generic");
  });

  it("maps zod issues of the API schemas to catalogue messages", () => {
    const schema = z.object({ email: z.string().email(), name: z.string().trim().min(1), text: z.string().min(20), kind: z.enum(["a", "b"]) });
    const result = schema.safeParse({ email: "nope", name: "  ", text: "short", kind: "c" }, { error: catalogueErrorMap(t) });
    const messages = Object.fromEntries(result.error!.issues.map((i) => [i.path[0], i.message]));
    expect(messages).toEqual({ email: "forms.invalidEmail", name: "forms.required", text: "forms.tooShort:20", kind: "forms.invalidChoice" });
    const empty = schema.safeParse({ email: "", name: "", text: "", kind: "" }, { error: catalogueErrorMap(t) });
    expect(Object.fromEntries(empty.error!.issues.map((i) => [i.path[0], i.message]))).toEqual({ email: "forms.required", name: "forms.required", text: "forms.required", kind: "forms.invalidChoice" });
  });
});
