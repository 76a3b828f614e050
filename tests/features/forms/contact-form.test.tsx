/** @jest-environment ./tests/support/feature/sandbox-environment.ts */
import { fireEvent, waitFor, within } from "@testing-library/react";
import contactFormIsland from "../../../src/islands/entries/contact-form";
import { renderIsland } from "../../support/feature/render-island";
import { answerPosts, toastAlert } from "../../support/feature/island-answers";

jest.mock("gatsby", () => jest.requireActual("../../support/feature/gatsby"));

// The contacts page's contact form island (spec §7, §8; src/templates/parts/contacts-forms.tsx; the e-mail promo's
// is email-promo.test.tsx, a page of its own: the page's toasts are the page's): a failed submit
// shows the catalogue message or the toast and keeps every field; the sandbox's answer is shown (moved from
// tests/e2e/forms.spec.ts; waking on the page, what was typed before it, the sent form's focus and scroll, the
// promo-hidden flag across page loads and the layout stay in the browser).

const GENERIC_EN = "Something went wrong; our developers are already on it.";
const MESSAGE = "Please send the invoice for order 4411 to our accounting address.";
// Playwright's getByLabel matches a part of the label (here: without the required mark).
const PART = { exact: false };
const type = (field: HTMLElement, value: string) => fireEvent.change(field, { target: { value } });
const valueOf = (form: HTMLElement, label: string) => within(form).getByLabelText<HTMLInputElement>(label, PART).value;
const textOf = (root: HTMLElement, selector: string) => root.querySelector(selector)?.textContent;

it("contact form (en): failed submits keep every field and show the catalogue message; success against the sandbox", async () => {
  const PATH = "/my/api/contact/";
  const island = await renderIsland(contactFormIsland, { subjects: null }, "/contacts/", "contact-form-island");
  const form = island.querySelector("form")!;
  const submit = within(form).getByRole("button", { name: "Send message" });
  fireEvent.click(submit);
  await waitFor(() => expect(textOf(form, "#contact-name-error")).toBe("This field is required"));
  expect(textOf(form, "#contact-subject-error")).toBe("Select one of the options");

  type(within(form).getByLabelText("Your name", PART), "Marta Ruiz");
  type(within(form).getByLabelText("E-mail", PART), "marta@example.com");
  type(within(form).getByLabelText("Subject", PART), "billing");
  type(within(form).getByLabelText("Message", PART), MESSAGE);
  const kept = () =>
    expect([valueOf(form, "Your name"), valueOf(form, "E-mail"), valueOf(form, "Subject"), valueOf(form, "Message")]).toEqual([
      "Marta Ruiz",
      "marta@example.com",
      "billing",
      MESSAGE,
    ]);

  let stop = answerPosts(PATH, 500);
  fireEvent.click(submit);
  await waitFor(() => expect(within(form).getByRole("alert").textContent).toBe(GENERIC_EN));
  kept();
  stop();

  stop = answerPosts(PATH, 429, { detail: "Too many attempts, please try again later." });
  fireEvent.click(submit);
  expect((await toastAlert(island)).textContent).toMatch(/^Too many attempts, please try again later\.?$/);
  // The form's own line gives way to the toast (on a loaded machine a render after the toast's).
  await waitFor(() => expect(within(form).getByRole("alert").textContent).toBe(""));
  kept();
  stop();

  stop = answerPosts(PATH, 400, { email: ["Enter a valid email address"], message: ["This field is required"] });
  fireEvent.click(submit);
  await waitFor(() => expect(textOf(form, "#contact-email-error")).toBe("Enter a valid email address"));
  expect(textOf(form, "#contact-message-error")).toBe("This field is required");
  kept();
  stop();

  fireEvent.click(submit);
  await waitFor(() =>
    expect(
      within(island)
        .getAllByRole("status")
        .filter((s) => /Your request number is/.test(s.textContent ?? "")),
    ).toHaveLength(1),
  );
  // Issue 37: the confirmation, shorter than the form it replaces, is focused (brought into view: the browser's).
  expect(document.activeElement).toBe(within(island).getByTestId("contact-sent"));
});
