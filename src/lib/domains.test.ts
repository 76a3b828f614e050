import { baseDomain, cookieAttributes, hostKind, readCookie, serializeSiteCookie, SITE_DOMAINS, SCORING_MAX_AGE_SECONDS } from "./domains";

describe("host kinds and base domain (spec §9)", () => {
  it("dev host on port 42012: base is the hostname without its first label", () => {
    const host = `${SITE_DOMAINS.dev.host}:${SITE_DOMAINS.dev.port}`;
    expect(host).toBe("www.hostward.localhost:42012");
    expect(hostKind(host)).toBe("dev");
    expect(baseDomain(host)).toBe("hostward.localhost");
    expect(baseDomain("ru.hostward.localhost")).toBe("hostward.localhost");
    expect(baseDomain("hostward.localhost")).toBe("hostward.localhost");
  });

  it.each(SITE_DOMAINS.providers)("provider domain %s", (domain) => {
    expect(hostKind(`www.${domain}`)).toBe("provider");
    expect(baseDomain(`www.${domain}`)).toBe(domain);
    expect(baseDomain(`my.${domain}`)).toBe(domain);
    expect(baseDomain(`WWW.${domain.toUpperCase()}.`)).toBe(domain);
    // The bare domain keeps itself: stripping would leave the public suffix.
    expect(baseDomain(domain)).toBe(domain);
    expect(baseDomain(`a.b.${domain}`)).toBe(`b.${domain}`);
  });

  it("loopback has no base domain (host-only cookies)", () => {
    expect(hostKind("localhost:8000")).toBe("loopback");
    expect(baseDomain("localhost")).toBeNull();
    expect(baseDomain("localhost:8000")).toBeNull();
  });

  it("IP addresses have no base domain", () => {
    expect(hostKind("127.0.0.1:8000")).toBe("ip");
    expect(baseDomain("127.0.0.1")).toBeNull();
    expect(hostKind("[::1]:8000")).toBe("ip");
    expect(baseDomain("[::1]:8000")).toBeNull();
    expect(baseDomain("10.0.0.12")).toBeNull();
  });

  it("other hosts follow the rule but never reduce to a bare suffix", () => {
    expect(hostKind("staging.example.org")).toBe("other");
    expect(baseDomain("staging.example.org")).toBe("example.org");
    expect(baseDomain("example.org")).toBe("example.org");
    expect(baseDomain("intranet")).toBeNull();
  });
});

describe("cookie attributes", () => {
  it("scoring cookie: 365 days on the base domain", () => {
    expect(cookieAttributes("scoring", "www.hostward.ru", "https:")).toEqual({
      domain: "hostward.ru",
      path: "/",
      maxAge: SCORING_MAX_AGE_SECONDS,
      sameSite: "Lax",
      secure: true,
    });
    expect(SCORING_MAX_AGE_SECONDS).toBe(31_536_000);
  });

  it("serializes for document.cookie, host-only on localhost", () => {
    expect(serializeSiteCookie("currency", "RUR", { hostname: "www.hostward.localhost", protocol: "http:" })).toBe(
      "currency=RUR; Domain=hostward.localhost; Path=/; Max-Age=31536000; SameSite=Lax",
    );
    expect(serializeSiteCookie("promo_hidden", "1", { hostname: "localhost", protocol: "http:" })).toBe(
      "promo_hidden=1; Path=/; Max-Age=31536000; SameSite=Lax",
    );
    expect(serializeSiteCookie("scoring", "AB CD", { hostname: "www.hostward.ua", protocol: "https:" })).toBe(
      "scoring=AB%20CD; Domain=hostward.ua; Path=/; Max-Age=31536000; SameSite=Lax; Secure",
    );
  });

  it("reads a cookie back", () => {
    expect(readCookie("a=1; scoring=XY%2012; b=2", "scoring")).toBe("XY 12");
    expect(readCookie("a=1", "scoring")).toBeNull();
  });
});
