import type { Page } from "@playwright/test";
import { test, expect, visit } from "./fixtures";
import { reachIsland } from "./islands";

// Public forms (spec §5, §7, §8): a failed submit shows the catalogue message and keeps every field;
// the success path runs against the real sandbox. Failures are simulated with page.route.

const GENERIC = { en: "Something went wrong; our developers are already on it.", ru: "Что-то пошло не так; наши разработчики уже разбираются." };

/** Answers the next POSTs to `path` with `status` and `body` (other methods pass through). */
async function answer(page: Page, path: string, status: number, body?: unknown) {
  await page.unroute(`**${path}`);
  await page.route(`**${path}`, (route) =>
    route.request().method() === "POST"
      ? route.fulfill({ status, contentType: "application/json", body: body === undefined ? "" : JSON.stringify(body) })
      : route.fallback(),
  );
}

test.describe("review proposal on a help article", () => {
  const PATH = "/my/api/help/review-proposals/";
  const text = "The status command should be systemctl status ssh on Ubuntu 24.04, not sshd.";

  async function openForm(page: Page, url: string, openLabel: string) {
    expect(await visit(page, url)).toBe(200);
    await page.getByRole("button", { name: openLabel }).click();
  }

  async function fill(page: Page, lang: "en" | "ru") {
    const L = lang === "en" ? { text: "Your review", name: "Your name", email: "E-mail" } : { text: "Ваш отзыв", name: "Ваше имя", email: "Эл. почта" };
    await page.getByLabel(L.text).fill(text);
    await page.getByLabel(L.name).fill("Ivo Bakker");
    await page.getByLabel(L.email).fill("ivo@example.com");
    return L;
  }

  async function expectKept(page: Page, L: { text: string; name: string; email: string }) {
    await expect(page.getByLabel(L.text)).toHaveValue(text);
    await expect(page.getByLabel(L.name)).toHaveValue("Ivo Bakker");
    await expect(page.getByLabel(L.email)).toHaveValue("ivo@example.com");
  }

  test("client-side checks, then 500, 429 and 400 keep the text; the real sandbox accepts it with the 10 EUR bonus", async ({ page, problems }) => {
    problems.allow(/Failed to load resource: the server responded with a status of (500|429|400)/);
    await openForm(page, "/help/connect-to-vps-over-ssh/", "Propose a review of this article");
    await expect(page.getByText("we credit 10 EUR to your Hostward balance")).toBeVisible();
    const submit = page.getByRole("button", { name: "Send review" });

    await submit.click();
    await expect(page.locator("#review-text-error")).toHaveText("This field is required");
    await expect(page.locator("#review-email-error")).toHaveText("This field is required");
    await page.getByLabel("E-mail").fill("not-an-address");
    await submit.click();
    await expect(page.locator("#review-email-error")).toHaveText("Enter a valid email address");

    const L = await fill(page, "en");
    await answer(page, PATH, 500, { detail: "boom" });
    await submit.click();
    await expect(page.locator(".review-proposal form").getByRole("alert")).toHaveText(GENERIC.en);
    await expectKept(page, L);
    await page.locator(".review-proposal").screenshot({ path: "test-results/review-form-error.png" });

    // Spec §8: a 429 is a toast with the server's detail, not a line in the form.
    await answer(page, PATH, 429, { detail: "Too many review proposals; wait a minute." });
    await submit.click();
    await expect(page.locator(".toaster").getByRole("alert")).toHaveText("Too many review proposals; wait a minute.");
    await expect(page.locator(".review-proposal form").getByRole("alert")).toBeEmpty();
    await expectKept(page, L);

    await answer(page, PATH, 400, { email: ["Enter a valid email address"], text: ["Ensure this field has at least 20 characters."] });
    await submit.click();
    await expect(page.locator("#review-email-error")).toHaveText("Enter a valid email address");
    await expect(page.locator("#review-text-error")).toHaveText("Ensure this field has at least 20 characters.");
    await expectKept(page, L);

    await page.unroute(`**${PATH}`);
    await submit.click();
    await expect(page.getByRole("status").filter({ hasText: "the editors have your review" })).toBeVisible();
    await expect(page.getByText("10 EUR goes to your balance")).toBeVisible();
    // The browser logged the simulated 500/429/400 answers; nothing else.
  });

  test("Russian article: 5 EUR bonus from the real sandbox; a second click while sending sends once", async ({ page }) => {
    let posts = 0;
    // The request is held until the second click is done, so that click lands while sending on any machine.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(`**${PATH}`, async (route) => {
      if (route.request().method() !== "POST") return route.fallback();
      posts += 1;
      await held;
      return route.fallback();
    });
    await openForm(page, "/ru/help/connect-to-vps-over-ssh/", "Предложить отзыв к статье");
    await expect(page.getByText("зачислим на баланс Hostward 5 EUR")).toBeVisible();
    await fill(page, "ru");
    const submit = page.getByRole("button", { name: "Отправить отзыв" });
    await submit.click();
    // aria-disabled, not disabled: a real click still reaches the form, and the form must ignore it.
    await page.getByRole("button", { name: "Отправляем…" }).click({ force: true });
    release();
    await expect(page.getByText("на баланс поступит 5 EUR")).toBeVisible();
    expect(posts).toBe(1);
  });
});

// ContactForm and EmailPromoForm are mounted on /contacts/ (src/templates/landing.tsx, decision 003) as client
// islands that load when they near the viewport (decision 053).
test.describe("contacts form (/contacts/)", () => {
  const PATH = "/my/api/contact/";

  test("failed submits keep every field and show the catalogue message; success against the sandbox", async ({ page, problems }) => {
    problems.allow(/Failed to load resource: the server responded with a status of (500|429|400)/);
    expect(await visit(page, "/contacts/")).toBe(200);
    await reachIsland(page, "contact-form-island");
    const form = page.locator("form").filter({ has: page.getByLabel("Subject") });
    const submit = form.getByRole("button", { name: "Send message" });
    await submit.click();
    await expect(form.locator("#contact-name-error")).toHaveText("This field is required");
    await expect(form.locator("#contact-subject-error")).toHaveText("Select one of the options");

    await form.getByLabel("Your name").fill("Marta Ruiz");
    await form.getByLabel("E-mail").fill("marta@example.com");
    await form.getByLabel("Subject").selectOption("billing");
    await form.getByLabel("Message").fill("Please send the invoice for order 4411 to our accounting address.");
    const kept = async () => {
      await expect(form.getByLabel("Your name")).toHaveValue("Marta Ruiz");
      await expect(form.getByLabel("E-mail")).toHaveValue("marta@example.com");
      await expect(form.getByLabel("Subject")).toHaveValue("billing");
      await expect(form.getByLabel("Message")).toHaveValue("Please send the invoice for order 4411 to our accounting address.");
    };

    await answer(page, PATH, 500);
    await submit.click();
    await expect(page.getByRole("alert").filter({ hasText: GENERIC.en })).toBeVisible();
    await kept();

    await answer(page, PATH, 429, { detail: "Too many attempts, please try again later." });
    await submit.click();
    await expect(page.locator(".toaster").getByRole("alert")).toHaveText(/^Too many attempts, please try again later\.?$/);
    await expect(form.getByRole("alert")).toBeEmpty();
    await kept();

    await answer(page, PATH, 400, { email: ["Enter a valid email address"], message: ["This field is required"] });
    await submit.click();
    await expect(form.locator("#contact-email-error")).toHaveText("Enter a valid email address");
    await expect(form.locator("#contact-message-error")).toHaveText("This field is required");
    await kept();
    await page.screenshot({ path: "test-results/contacts-form-error.png", fullPage: true });

    await page.unroute(`**${PATH}`);
    await submit.click();
    await expect(page.getByRole("status").filter({ hasText: "Your request number is" })).toBeVisible();
    // Issue 37: the confirmation, shorter than the form it replaces, is brought into view and focused.
    await expect(page.getByTestId("contact-sent")).toBeFocused();
    await expect(page.getByRole("status").filter({ hasText: "Your request number is" })).toBeInViewport({ ratio: 1 });
  });
});

test.describe("e-mail promo form", () => {
  const PATH = "/my/api/email-promo/";

  test("the offer's close control sets the spec §9 promo-hidden flag (storage and cookie) in en and ru; it holds across reloads and languages", async ({
    page,
  }) => {
    const flag = () =>
      page.evaluate(() => ({ stored: window.localStorage.getItem("promo_hidden"), cookie: /(?:^|; )promo_hidden=1(?:;|$)/.test(document.cookie) }));
    await visit(page, "/contacts/");
    await reachIsland(page, "email-promo-island");
    await expect(page.getByRole("heading", { name: "5% off for new customers" })).toBeVisible();
    await page.getByRole("button", { name: "Hide the offer" }).click();
    await expect(page.getByRole("heading", { name: "5% off for new customers" })).toHaveCount(0);
    await expect(page.getByRole("button", { name: "Show the 5% new-customer offer" })).toBeFocused();
    expect(await flag()).toEqual({ stored: "1", cookie: true });
    await visit(page, "/contacts/");
    // The page is static: the boot script starts the offer's island at once for a visitor who hid it.
    await expect(page.getByRole("button", { name: "Show the 5% new-customer offer" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "5% off for new customers" })).toHaveCount(0);

    // One flag for the site: the Russian page keeps the offer hidden, and its own controls speak Russian.
    await visit(page, "/ru/contacts/");
    const show = page.getByRole("button", { name: "Показать скидку 5% для новых клиентов" });
    await expect(show).toBeVisible();
    await show.click();
    await reachIsland(page, "email-promo-island");
    await expect(page.getByRole("heading", { name: "Скидка 5% для новых клиентов" })).toBeVisible();
    const hide = page.getByRole("button", { name: "Скрыть предложение" });
    await expect(hide).toBeFocused();
    expect(await flag()).toEqual({ stored: null, cookie: false });
    await hide.click();
    await expect(show).toBeFocused();
    expect(await flag()).toEqual({ stored: "1", cookie: true });
    await show.click();
    await visit(page, "/ru/contacts/");
    await reachIsland(page, "email-promo-island");
    await expect(page.getByRole("button", { name: "Скрыть предложение" })).toBeVisible();
  });

  test("joined field errors, 429 and 500 keep the address; success shows the new-customer discount", async ({ page, problems }) => {
    problems.allow(/Failed to load resource: the server responded with a status of (500|429|400)/);
    expect(await visit(page, "/ru/contacts/")).toBe(200);
    await reachIsland(page, "email-promo-island");
    const form = page.locator("form").filter({ hasText: "Скидка 5% для новых клиентов" });
    const email = form.getByLabel("Ваша почта");
    const submit = form.getByRole("button", { name: "Получить код" });
    await email.fill("client@example.com");

    await answer(page, PATH, 400, { email: ["Enter a valid email address"], page_url: ["This field is required"] });
    await submit.click();
    await expect(form.getByRole("alert")).toHaveText("Введите корректный адрес электронной почты Обязательное поле");
    await expect(email).toHaveValue("client@example.com");

    await answer(page, PATH, 429);
    await submit.click();
    await expect(page.locator(".toaster").getByRole("alert")).toHaveText("Слишком много попыток, попробуйте позже");
    await expect(form.getByRole("alert")).toBeEmpty();
    await expect(email).toHaveValue("client@example.com");

    await answer(page, PATH, 500);
    await submit.click();
    await expect(form.getByRole("alert")).toHaveText(GENERIC.ru);
    await expect(email).toHaveValue("client@example.com");

    await page.unroute(`**${PATH}`);
    await submit.click();
    await expect(page.getByText("скидка 5% на первые 3 месяца для новых клиентов")).toBeVisible();
  });
});
