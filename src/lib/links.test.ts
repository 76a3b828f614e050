import { classifyHref, isUnprefixedRoute } from "./links";

describe("classifyHref", () => {
  it.each([
    ["/help/", "internal"],
    ["/help/connect-over-ssh/#keys", "internal"],
    ["https://example.com/x", "external"],
    ["HTTP://example.com", "external"],
    ["mailto:support@example.com", "contact"],
    ["tel:+4930123", "contact"],
    ["//evil.example/path", "unsafe"],
    ["/\\evil.example", "unsafe"],
    ["javascript:alert(1)", "unsafe"],
    ["JaVaScRiPt:alert(1)", "unsafe"],
    ["java\tscript:alert(1)", "unsafe"],
    ["javascript%3Aalert(1)", "unsafe"],
    [" javascript:alert(1)", "unsafe"],
    ["data:text/html,<script>alert(1)</script>", "unsafe"],
    ["vbscript:msgbox", "unsafe"],
    ["", "unsafe"],
    ["relative/path", "unsafe"],
  ] as const)("%j is %s", (href, kind) => {
    expect(classifyHref(href)).toBe(kind);
  });

  it("refuses non-strings", () => {
    expect(classifyHref(undefined)).toBe("unsafe");
    expect(classifyHref(null)).toBe("unsafe");
  });
});

describe("isUnprefixedRoute", () => {
  it("knows auth routes take no language prefix", () => {
    expect(isUnprefixedRoute("/auth/login/")).toBe(true);
    expect(isUnprefixedRoute("/help/")).toBe(false);
    expect(isUnprefixedRoute("/authors/")).toBe(false);
  });
});
