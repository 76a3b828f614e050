import { accountSubpath, isCurrent, routeMatches } from "./paths";

it("reads the path inside the account area, with or without a language", () => {
  expect(accountSubpath("/my/")).toBe("/");
  expect(accountSubpath("/my")).toBe("/");
  expect(accountSubpath("/ru/my/finance/")).toBe("/finance/");
  expect(accountSubpath("/my/tickets/new/")).toBe("/tickets/new/");
});

it("marks the current menu item", () => {
  expect(isCurrent("/my/", "/ru/my/")).toBe(true);
  expect(isCurrent("/my/", "/my/finance/")).toBe(false);
  expect(isCurrent("/my/tickets/", "/my/tickets/")).toBe(true);
  expect(isCurrent("/my/tickets/", "/my/tickets/new/")).toBe(false);
});

it("matches router paths with parameters against an account subpath", () => {
  expect(routeMatches("/", "/")).toBe(true);
  expect(routeMatches("/", "/finance/")).toBe(false);
  expect(routeMatches("/orders/:orderId/", "/orders/42/")).toBe(true);
  expect(routeMatches("/orders/:orderId/", "/orders/42/x/")).toBe(false);
  expect(routeMatches("/legalentities/recurring/new/", "/legalentities/recurring/new/")).toBe(true);
  expect(routeMatches("/finance/", "/financeX")).toBe(false);
});
