import { bootPagePath } from "./not-found-path";

it("starts from /404.html when a language's not-found page answers an unknown address", () => {
  expect(bootPagePath("/ru/404/", "/ru/no-such-page/")).toBe("/404.html");
  expect(bootPagePath("/ru/404.html", "/ru/help/missing/")).toBe("/404.html");
});

it("leaves every other page path alone", () => {
  expect(bootPagePath("/ru/404/", "/ru/404/")).toBe("/ru/404/");
  expect(bootPagePath("/404.html", "/no-such-page/")).toBe("/404.html");
  expect(bootPagePath("/ru/vpn/", "/ru/vpn/")).toBe("/ru/vpn/");
  expect(bootPagePath("/ru/my/[...]/", "/ru/my/orders/")).toBe("/ru/my/[...]/");
  expect(bootPagePath("/ru/help/404-errors/", "/ru/help/other/")).toBe("/ru/help/404-errors/");
  expect(bootPagePath(undefined, "/")).toBeUndefined();
});
