import { matchRewrite, parseRedirects } from "./rewrites";

const rules = parseRedirects(`/ru/my/*  /ru/my/[...]/index.html  200
/my/*  /my/[...]/index.html  200
/ru/*  /ru/404/index.html  404
/*  /404.html  404
`);

it.each([
  ["/my/", "/my/[...]/index.html", 200],
  ["/my/orders/42/", "/my/[...]/index.html", 200],
  ["/ru/my/anything/", "/ru/my/[...]/index.html", 200],
  ["/ru/auth/login/", "/ru/404/index.html", 404],
  ["/de/", "/404.html", 404],
  ["/myself/", "/404.html", 404],
  ["/no-such-page/", "/404.html", 404],
])("%s → %s (%i)", (path, to, status) => {
  expect(matchRewrite(rules, path)).toEqual(expect.objectContaining({ to, status }));
});

it("refuses a malformed line", () => {
  expect(() => parseRedirects("/a /b")).toThrow("Bad _redirects line");
});
