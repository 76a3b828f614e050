import { accountSubpath, isCurrent, routeMatches, sectionOf } from "./paths";

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

it("puts a page that is no menu item in the section whose item is the longest start of its address", () => {
  const items = ["/my/", "/my/orders/", "/my/projects/", "/my/legalentities/", "/my/legalentities/recurring/", "/my/tickets/"];
  expect(sectionOf(items, "/ru/my/projects/9/")).toBe("/my/projects/");
  expect(sectionOf(items, "/my/orders/13/")).toBe("/my/orders/");
  // An order belongs to a project: without an Orders item its page is in Projects.
  expect(sectionOf(["/my/", "/my/projects/", "/my/tickets/"], "/ru/my/orders/13/")).toBe("/my/projects/");
  expect(sectionOf(items, "/my/tickets/new/")).toBe("/my/tickets/");
  expect(sectionOf(items, "/my/legalentities/recurring/4/")).toBe("/my/legalentities/recurring/");
  // A menu item's own page is the item itself (aria-current="page"), not a section of another.
  expect(sectionOf(items, "/my/legalentities/recurring/")).toBeNull();
  expect(sectionOf(items, "/my/orders/")).toBeNull();
  expect(sectionOf(items, "/my/")).toBeNull();
  expect(sectionOf(items, "/my/ordersx/")).toBeNull();
  expect(sectionOf(items, "/my/security/")).toBeNull();
});

it("matches router paths with parameters against an account subpath", () => {
  expect(routeMatches("/", "/")).toBe(true);
  expect(routeMatches("/", "/finance/")).toBe(false);
  expect(routeMatches("/orders/:orderId/", "/orders/42/")).toBe(true);
  expect(routeMatches("/orders/:orderId/", "/orders/42/x/")).toBe(false);
  expect(routeMatches("/legalentities/recurring/new/", "/legalentities/recurring/new/")).toBe(true);
  expect(routeMatches("/finance/", "/financeX")).toBe(false);
});
