import { accountSubpath, isCurrent } from "./paths";

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
