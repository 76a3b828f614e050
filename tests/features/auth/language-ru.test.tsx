/** @jest-environment ./tests/support/feature/sandbox-environment.ts */
import { screen, waitFor } from "@testing-library/react";
import { findForm, renderAuth } from "../../support/feature/render-auth";
import { answerWith } from "../../support/feature/requests";
import { fill, press, valueOf } from "../../support/feature/auth-calls";
import { englishUiTexts, isEnglishUiText } from "../../support/english-ui-texts";
import { textsShownIn } from "../../support/shown-texts";
import ruAuth from "../../../locales/ru/auth.json";
import ruErrors from "../../../locales/ru/errors.json";
import enAuth from "../../../locales/en/auth.json";

jest.mock("gatsby", () => jest.requireActual("../../support/feature/gatsby-auth"));

// The auth screens in Russian (decision 076: the stored language, then next's prefix, then the browser's),
// their refusals in the catalogue's Russian (moved from auth-language.spec.ts; the English-text scans, the
// focus and the 390 px layout stay in the browser).

const fieldErrors = () => [...document.querySelectorAll(".field__error")].map((e) => e.textContent);

it("a wrong password on the Russian screen (next's prefix) is said in Russian, and what was typed stays", async () => {
  await renderAuth("/auth/login/?next=%2Fru%2Fmy%2F");
  await findForm();
  screen.getByRole("heading", { level: 1, name: ruAuth.login.title });
  expect(document.documentElement.lang).toBe("ru");
  fill(ruAuth.fields.email, "ru@example.com");
  fill(ruAuth.fields.password, "not-the-password");
  press(ruAuth.login.submit);
  await screen.findByText(ruErrors.emailPasswordMismatch);
  expect(valueOf(ruAuth.fields.email)).toBe("ru@example.com");
});

it("a common password, and one made of the e-mail, are refused in Russian at the password field before any call", async () => {
  await renderAuth("/auth/signup/?next=%2Fru%2Fmy%2F");
  await findForm();
  const calls: string[] = [];
  answerWith("/auth/signup", (real, init) => {
    calls.push(init?.method ?? "GET");
    return real();
  });
  fill(ruAuth.fields.email, "maria.ivanova@example.com");
  fill(ruAuth.fields.password, "password");
  press(ruAuth.signup.submit);
  await waitFor(() => expect(fieldErrors()).toContain(ruAuth.password.common));
  fill(ruAuth.fields.password, "Ivanova-1990");
  press(ruAuth.signup.submit);
  await waitFor(() => expect(fieldErrors()).toContain(ruAuth.password.similar));
  expect(valueOf(ruAuth.fields.email)).toBe("maria.ivanova@example.com");
  expect(calls).toEqual([]);
});

it("the stored choice beats next's prefix; English with nothing stored", async () => {
  await renderAuth("/auth/login/?next=%2Fru%2Fmy%2F", { language: "en" });
  await findForm();
  screen.getByRole("heading", { level: 1, name: "Log in" });
  expect(document.documentElement.lang).toBe("en");
  await renderAuth("/auth/password/reset/", { language: "ru" });
  await screen.findByRole("heading", { level: 1, name: ruAuth.reset.title });
  await renderAuth("/auth/password/reset/");
  await screen.findByRole("heading", { level: 1, name: "Reset your password" });
});

// Moved from auth-language.spec.ts's "with a Russian browser" (issue 38, decision 176 `## e2e30b`): the screen the
// browser's language chose is Russian throughout (the English-text scan of tests/support/english-ui-texts.ts over
// what the screen shows); the Russian sign-up screen's scan in the browser, header islands included, is the
// journey's in auth-language.spec.ts.
it("follows the browser's language when nothing is stored and next has none, and shows no English interface text", async () => {
  const languages = jest.spyOn(window.navigator, "languages", "get").mockReturnValue(["ru-RU", "ru"]);
  await renderAuth("/auth/signup/");
  await screen.findByRole("heading", { level: 1, name: ruAuth.signup.title });
  await findForm();
  screen.getByLabelText(ruAuth.fields.email);
  const shown = textsShownIn(document.body);
  expect(shown).toContain(ruAuth.signup.title);
  expect(englishUiTexts(shown)).toEqual([]);
  languages.mockRestore();
});

// Moved from auth-language.spec.ts's screenshots test (issue 38): the scanner's own check needs no browser.
it("the scanner would catch English interface text", () => {
  expect(isEnglishUiText(enAuth.login.title)).toBe(true);
  expect(isEnglishUiText("Signed in as someone@example.com")).toBe(true);
  expect(isEnglishUiText(ruAuth.login.title)).toBe(false);
  expect(isEnglishUiText("English")).toBe(false);
});
