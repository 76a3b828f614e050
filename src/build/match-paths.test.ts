import { fixedMatchPath } from "./match-paths";
import { rewritesFor } from "./hosting-files";
import { matchRewrite } from "../../scripts/rewrites";

describe("fixedMatchPath (decision 059)", () => {
  it("drops the plugin's /ru/* matchPath of the Russian 404 page", () => {
    expect(fixedMatchPath("ru/404/", "/ru/ru/*")).toBeUndefined(); // what the plugin creates
    expect(fixedMatchPath("/ru/404/", "/ru/*")).toBeUndefined();
    expect(fixedMatchPath("ru/404/", "/ru/*")).toBeUndefined();
    expect(fixedMatchPath("/ru/404.html", "/ru/*")).toBeUndefined();
  });

  it("puts back a doubled language prefix on client-only routes and keeps the rest", () => {
    expect(fixedMatchPath("/ru/my/[...]/", "/ru/ru/my/*")).toBe("/ru/my/*");
    expect(fixedMatchPath("/my/[...]/", "/my/*")).toBe("/my/*");
    expect(fixedMatchPath("/ru/checkout/[...]/", "/ru/checkout/*")).toBe("/ru/checkout/*");
    expect(fixedMatchPath("/ru/vpn/", undefined)).toBeUndefined();
  });
});

describe("hosting rewrites without the 404 matchPath", () => {
  // What onPostBuild passes: the built pages as Gatsby lists them after onCreatePage.
  const built = [
    { path: "/", matchPath: null },
    { path: "/404/", matchPath: null },
    { path: "/404.html", matchPath: null },
    { path: "/ru/404/", matchPath: null },
    { path: "/ru/vpn/", matchPath: null },
    { path: "/my/[...]/", matchPath: "/my/*" },
    { path: "/ru/my/[...]/", matchPath: "/ru/my/*" },
    { path: "/checkout/[...]/", matchPath: "/checkout/*" },
    { path: "/ru/checkout/[...]/", matchPath: "/ru/checkout/*" },
    { path: "/auth/signup/[...]/", matchPath: "/auth/signup/*" },
  ];
  const rules = rewritesFor(built);

  it.each([
    ["/ru/no-such-page/", "/ru/404/index.html", 404],
    ["/ru/help/no-such-article/", "/ru/404/index.html", 404],
    ["/no-such-page/", "/404.html", 404],
    ["/ru/my/orders/", "/ru/my/[...]/index.html", 200],
    ["/my/orders/", "/my/[...]/index.html", 200],
    ["/ru/checkout/vps/", "/ru/checkout/[...]/index.html", 200],
    ["/checkout/vps/", "/checkout/[...]/index.html", 200],
    ["/auth/signup/x/", "/auth/signup/[...]/index.html", 200],
  ])("%s → %s (%i)", (path, to, status) => {
    expect(matchRewrite(rules, path)).toEqual(expect.objectContaining({ to, status }));
  });
});
