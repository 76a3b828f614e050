/** @jest-environment ./tests/support/feature/sandbox-environment.ts */
import { fireEvent, waitFor, within } from "@testing-library/react";
import reviewProposalIsland from "../../../src/islands/entries/review-proposal";
import { renderIsland } from "../../support/feature/render-island";
import { answerWith, json } from "../../support/feature/requests";

jest.mock("gatsby", () => jest.requireActual("../../support/feature/gatsby"));

// The review proposal island of a help article (spec §5, §8): client-side checks, each failure of the sandbox's
// answer keeps what was typed and says the catalogue's message, a second press while sending sends nothing, and
// the sandbox's answer names the bonus (moved from tests/e2e/forms.spec.ts; the island waking on the page, its
// focus and its layout stay in tests/e2e/form-islands.spec.ts).

const PATH = "/my/api/help/review-proposals/";
const ARTICLE = "connect-to-vps-over-ssh";
const TEXT = "The status command should be systemctl status ssh on Ubuntu 24.04, not sshd.";
const GENERIC = { en: "Something went wrong; our developers are already on it.", ru: "Что-то пошло не так; наши разработчики уже разбираются." };
const L = {
  en: { open: "Propose a review of this article", text: "Your review", name: "Your name", email: "E-mail", submit: "Send review", sending: "Sending…" },
  ru: { open: "Предложить отзыв к статье", text: "Ваш отзыв", name: "Ваше имя", email: "Эл. почта", submit: "Отправить отзыв", sending: "Отправляем…" },
} as const;

// Playwright's getByLabel matches a part of the label (here: without the required mark).
const PART = { exact: false };
const type = (field: HTMLElement, value: string) => fireEvent.change(field, { target: { value } });

/** Answers the POSTs to the review path with `status` and `body` until the returned stop (the browser test's page.route). */
const answer = (status: number, body?: unknown) =>
  answerWith(PATH, (real, init) => (init?.method === "POST" ? (body === undefined ? new Response("", { status }) : json(body, status)) : real()));

async function openForm(language: "en" | "ru") {
  const island = await renderIsland(reviewProposalIsland, { article: ARTICLE, language }, `${language === "ru" ? "/ru" : ""}/help/${ARTICLE}/`);
  fireEvent.click(within(island).getByRole("button", { name: L[language].open }));
  await within(island).findByLabelText(L[language].text, PART);
  return island;
}

function fill(island: HTMLElement, language: "en" | "ru") {
  type(within(island).getByLabelText(L[language].text, PART), TEXT);
  type(within(island).getByLabelText(L[language].name, PART), "Ivo Bakker");
  type(within(island).getByLabelText(L[language].email, PART), "ivo@example.com");
}

function expectKept(island: HTMLElement) {
  expect(within(island).getByLabelText<HTMLTextAreaElement>(L.en.text, PART).value).toBe(TEXT);
  expect(within(island).getByLabelText<HTMLInputElement>(L.en.name, PART).value).toBe("Ivo Bakker");
  expect(within(island).getByLabelText<HTMLInputElement>(L.en.email, PART).value).toBe("ivo@example.com");
}

/** A status region saying `text` (Playwright's getByRole("status").filter({ hasText })). */
const statusSaying = (island: HTMLElement, text: RegExp) =>
  waitFor(() =>
    expect(
      within(island)
        .getAllByRole("status")
        .filter((s) => text.test(s.textContent ?? "")),
    ).toHaveLength(1),
  );

const textOf = (island: HTMLElement, selector: string) => island.querySelector(selector)?.textContent;

it("en: client-side checks, then 500, 429 and 400 keep the text; the real sandbox accepts it with the 10 EUR bonus", async () => {
  const island = await openForm("en");
  const form = island.querySelector("form")!;
  const submit = within(island).getByRole("button", { name: L.en.submit });

  fireEvent.click(submit);
  await waitFor(() => expect(textOf(island, "#review-text-error")).toBe("This field is required"));
  expect(textOf(island, "#review-email-error")).toBe("This field is required");
  type(within(island).getByLabelText(L.en.email, PART), "not-an-address");
  fireEvent.click(submit);
  await waitFor(() => expect(textOf(island, "#review-email-error")).toBe("Enter a valid email address"));

  fill(island, "en");
  let stop = answer(500, { detail: "boom" });
  fireEvent.click(submit);
  await waitFor(() => expect(within(form).getByRole("alert").textContent).toBe(GENERIC.en));
  expectKept(island);
  stop();

  // Spec §8: a 429 is a toast with the server's detail, not a line in the form.
  stop = answer(429, { detail: "Too many review proposals; wait a minute." });
  fireEvent.click(submit);
  const toaster = await waitFor(() => island.querySelector<HTMLElement>(".toaster")!);
  await waitFor(() => expect(within(toaster).getByRole("alert").textContent).toBe("Too many review proposals; wait a minute."));
  expect(within(form).getByRole("alert").textContent).toBe("");
  expectKept(island);
  stop();

  stop = answer(400, { email: ["Enter a valid email address"], text: ["Ensure this field has at least 20 characters."] });
  fireEvent.click(submit);
  await waitFor(() => expect(textOf(island, "#review-email-error")).toBe("Enter a valid email address"));
  expect(textOf(island, "#review-text-error")).toBe("Ensure this field has at least 20 characters.");
  expectKept(island);
  stop();

  fireEvent.click(submit);
  await statusSaying(island, /the editors have your review/);
  expect(within(island).getByText(/10 EUR goes to your balance/).textContent).toContain("10 EUR goes to your balance");
});

it("ru: 5 EUR bonus from the real sandbox; a second press while sending sends once", async () => {
  let posts = 0;
  // The request is held until the second press is done, so that press lands while sending.
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  answerWith(PATH, async (real, init) => {
    if (init?.method !== "POST") return real();
    posts += 1;
    await held;
    return real();
  });
  const island = await openForm("ru");
  fill(island, "ru");
  fireEvent.click(within(island).getByRole("button", { name: L.ru.submit }));
  // aria-disabled, not disabled: a real click still reaches the form, and the form must ignore it.
  fireEvent.click(await within(island).findByRole("button", { name: L.ru.sending }));
  release();
  expect((await within(island).findByText(/на баланс поступит 5 EUR/)).textContent).toContain("на баланс поступит 5 EUR");
  expect(posts).toBe(1);
});
