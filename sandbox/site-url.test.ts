import { missingSiteUrl } from "./site-url";

describe("SITE_URL is required wherever the server is not the offline demo (issue 39)", () => {
  it("the offline demo on loopback needs none", () => {
    expect(missingSiteUrl({})).toBeNull();
    expect(missingSiteUrl({ HOST: "127.0.0.1", PORT: "8000" })).toBeNull();
    expect(missingSiteUrl({ HOST: "::1" })).toBeNull();
  });

  it.each([
    [{ HOST: "0.0.0.0" }, "HOST=0.0.0.0"],
    [{ HOST: "203.0.113.5" }, "HOST=203.0.113.5"],
    [{ TRUST_PROXY: "loopback" }, "TRUST_PROXY=loopback"],
    [{ HOSTING_API_URL: "https://api.example.com" }, "HOSTING_API_URL"],
    [{ NODE_ENV: "production" }, "NODE_ENV=production"],
  ])("%j refuses to start without it, naming why", (env, reason) => {
    expect(missingSiteUrl(env)).toContain(`SITE_URL is required when ${reason}`);
    expect(missingSiteUrl({ ...env, SITE_URL: "https://www.example.com" })).toBeNull();
  });

  it("refuses a SITE_URL that is no http(s) origin", () => {
    expect(missingSiteUrl({ SITE_URL: "javascript:alert(1)" })).toContain("SITE_URL must be");
    expect(missingSiteUrl({ SITE_URL: "www.example.com" })).toContain("SITE_URL must be");
  });
});
