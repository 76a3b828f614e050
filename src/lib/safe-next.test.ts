import { safeNext, localPath, DEFAULT_NEXT } from "./safe-next";

describe("safeNext keeps paths on this site", () => {
  it.each([
    ["/my/", "/my/"],
    ["/my/finance/?tab=cards#saved", "/my/finance/?tab=cards#saved"],
    ["/ru/my/projects/", "/ru/my/projects/"],
    ["/help/connect-over-ssh/", "/help/connect-over-ssh/"],
    ["/my/tickets/new/?subject=VPS%20down", "/my/tickets/new/?subject=VPS%20down"],
    ["/my/../help/", "/help/"],
  ])("%j → %j", (raw, expected) => {
    expect(safeNext(raw)).toBe(expected);
  });
});

describe("safeNext refuses everything else", () => {
  it.each([
    "https://evil.example/",
    "http://evil.example",
    "HTTPS://evil.example/my/",
    "//evil.example",
    "//evil.example/my/",
    "/\\evil.example",
    "\\\\evil.example",
    "/\\/evil.example",
    "javascript:alert(1)",
    "JavaScript:alert(document.cookie)",
    "java\tscript:alert(1)",
    "javascript%3Aalert(1)",
    "%6A%61%76%61%73%63%72%69%70%74:alert(1)",
    "data:text/html,<script>alert(1)</script>",
    "vbscript:msgbox(1)",
    "/%2F%2Fevil.example",
    "/%2f%2fevil.example",
    "%2F%2Fevil.example",
    "/%5Cevil.example",
    "/%255C%255Cevil.example",
    "%252F%252Fevil.example",
    " //evil.example",
    "\t/evil",
    "/\t/evil.example",
    "/\n/evil.example",
    "/ /evil.example",
    "/\u00a0/evil.example",
    "/\u2028/evil.example",
    "\u0000//evil.example",
    "/%00//evil.example",
    "evil.example",
    "my/",
    "./my/",
    "?next=//evil.example",
    "#//evil.example",
    "/%E0%A4%A",
    "/auth/login/?next=//evil.example",
    "/auth/_allauth/browser/v1/auth/session",
    "/auth/password/reset/",
    "/auth/password/change/../../login/",
    "http:/evil.example",
    "https:evil.example",
    "/\t/evil.example/",
    "/\r\n/evil.example/",
    "/\u3002evil.example",
    "/\uff0e\uff0e/evil.example",
    "/\uff0f\uff0fevil.example",
    "/\uff3cevil.example",
    "/\uff61evil.example",
    "/\u2215\u2215evil.example",
    "/%E3%80%82evil.example",
    "/%EF%BC%8F%EF%BC%8Fevil.example",
    "/%09/evil.example",
    "/%0d%0aSet-Cookie:x=1",
    "/%252F%252Fevil.example",
    "/%C2%A0//evil.example",
    "/\u200b/evil.example",
  ])("%j is refused", (raw) => {
    expect(safeNext(raw)).toBe(DEFAULT_NEXT);
  });

  it("keeps the auth pages of a signed-in customer (password update)", () => {
    expect(safeNext("/auth/password/change/")).toBe("/auth/password/change/");
  });

  it("refuses non-strings, the empty string and absurd lengths, and uses the given fallback", () => {
    expect(safeNext(undefined)).toBe(DEFAULT_NEXT);
    expect(safeNext(null)).toBe(DEFAULT_NEXT);
    expect(safeNext(["/my/"])).toBe(DEFAULT_NEXT);
    expect(safeNext("")).toBe(DEFAULT_NEXT);
    expect(safeNext(`/${"a".repeat(3000)}`)).toBe(DEFAULT_NEXT);
    expect(safeNext("//evil.example", "/ru/my/")).toBe("/ru/my/");
  });
});

// Issue 39: each of these came out as "//evil.example" (a protocol-relative URL) before dot segments were
// resolved before the check.
const DOUBLE_SLASH_VARIANTS = [
  "/..//evil.example",
  "/%2e%2e//evil.example",
  "/%2E%2E//evil.example",
  "/.//evil.example",
  "/%2e//evil.example",
  "/.%2e//evil.example",
  "/my/..//evil.example",
  "/my/../..//evil.example",
  "/../..//evil.example",
  "/./..//evil.example",
  "/..//evil.example/my/",
  "/..///evil.example",
  "/..%2f/evil.example",
  "/%252e%252e//evil.example",
  "/..%2F%2Fevil.example",
  "/\\evil.example",
  "/%5cevil.example",
  "/.\t.//evil.example",
  "/..\n//evil.example",
];

describe("variants of //evil.example are refused once normalised", () => {
  it.each(DOUBLE_SLASH_VARIANTS)("%j", (raw) => {
    expect(localPath(raw)).toBeNull();
    expect(safeNext(raw)).toBe(DEFAULT_NEXT);
  });
});

describe("localPath: the one rule shared with the sandbox's social-login callback_url", () => {
  it("keeps the auth callback (safeNext refuses /auth/ pages, localPath does not)", () => {
    expect(localPath("/auth/provider/callback/")).toBe("/auth/provider/callback/");
    expect(safeNext("/auth/provider/callback/")).toBe(DEFAULT_NEXT);
  });

  it("always gives a valid header value: anything outside ASCII comes back percent-encoded", () => {
    const out = localPath("/help/статья/?q=сервер#раздел");
    expect(out).toBe("/help/%D1%81%D1%82%D0%B0%D1%82%D1%8C%D1%8F/?q=%D1%81%D0%B5%D1%80%D0%B2%D0%B5%D1%80#%D1%80%D0%B0%D0%B7%D0%B4%D0%B5%D0%BB");
    expect(out).toMatch(/^[\x21-\x7e]+$/);
  });

  it.each(["/\t/evil.example/", "/\n/evil.example/", "/\u3002evil.example", "//evil.example", "https://evil.example/"])("%j is null", (raw) => {
    expect(localPath(raw)).toBeNull();
  });
});
