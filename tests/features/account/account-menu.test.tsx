/** @jest-environment ./tests/support/feature/sandbox-environment.ts */
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { renderAccount, signIn } from "../../support/feature/render-app";

jest.mock("gatsby", () => jest.requireActual("../../support/feature/gatsby"));

// Issue 37: on a phone the account menu was a clipped sideways strip of 14 entries. Now a "Menu" button naming
// the current section discloses the whole list; a choice or Escape closes it, the focus back on the button.
// Which of button and list shows at which width is app.css's (account-dashboard.spec.ts looks at 390 px).
beforeAll(() => signIn("complete@example.com"));

const nav = (name: string) => screen.findByRole("navigation", { name });

it("the button tells the current section and discloses the full list; a choice closes it and returns the focus", async () => {
  await renderAccount("/my/");
  const sections = await nav("Account sections");
  const toggle = await within(sections).findByRole("button", { name: "Menu Dashboard" });
  const list = within(sections).getByTestId("account-menu");
  expect(toggle.getAttribute("aria-expanded")).toBe("false");
  expect(toggle.getAttribute("aria-controls")).toBe(list.id);
  expect(list.closest("[data-open]")?.getAttribute("data-open")).toBe("false");

  fireEvent.click(toggle);
  expect(toggle.getAttribute("aria-expanded")).toBe("true");
  expect(list.closest("[data-open]")?.getAttribute("data-open")).toBe("true");
  const links = within(list).getAllByRole("link");
  expect(links.length).toBe(within(list).getAllByRole("listitem").length);
  expect(links.length).toBeGreaterThanOrEqual(12);
  expect(within(list).getByRole("link", { current: "page" }).textContent).toBe("Dashboard");

  fireEvent.click(within(list).getByRole("link", { name: "Finance" }));
  await waitFor(() => expect(window.location.pathname).toBe("/my/finance/"));
  expect(toggle.getAttribute("aria-expanded")).toBe("false");
  expect(document.activeElement).toBe(toggle);
  await waitFor(() => expect(toggle.textContent).toBe("MenuFinance"));
});

it("Escape closes the open list and returns the focus; Escape on a closed one does nothing", async () => {
  await renderAccount("/my/security/");
  const sections = await nav("Account sections");
  const toggle = await within(sections).findByRole("button", { name: "Menu Sign-in security" });
  fireEvent.click(toggle);
  const link = within(sections).getByRole("link", { name: "Projects" });
  link.focus();
  fireEvent.keyDown(link, { key: "Escape" });
  expect(toggle.getAttribute("aria-expanded")).toBe("false");
  expect(document.activeElement).toBe(toggle);
  fireEvent.keyDown(toggle, { key: "Escape" });
  expect(toggle.getAttribute("aria-expanded")).toBe("false");
  fireEvent.click(toggle);
  fireEvent.click(toggle);
  expect(toggle.getAttribute("aria-expanded")).toBe("false");
});

it("in Russian: «Меню» with the current section, a page inside a section marks that section", async () => {
  await renderAccount("/ru/my/tickets/new/");
  const sections = await nav("Разделы кабинета");
  const toggle = await within(sections).findByRole("button", { name: /^Меню / });
  const list = within(sections).getByTestId("account-menu");
  const marked = list.querySelector("[aria-current]");
  expect(toggle.textContent).toBe(`Меню${marked?.textContent ?? ""}`);
  expect(marked?.textContent).toMatch(/[А-Яа-яЁё]/);
  fireEvent.click(toggle);
  fireEvent.keyDown(list, { key: "Escape" });
  expect(document.activeElement).toBe(toggle);
});
