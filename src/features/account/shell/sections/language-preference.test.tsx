/** @jest-environment jsdom */
import { act, fireEvent, render, screen } from "@testing-library/react";
import { navigate } from "gatsby";
import { LanguagePreference } from "./language-preference";
import { storedLanguage } from "@/lib/stored-language";

// The navigation to the account in the chosen language is Gatsby's (held here): what the button itself
// must do is save the preference and make it the site's stored language, which the sign-in page after a
// logout speaks (issue 37: back to Russian in the account, signed out, the sign-in page was English).
jest.mock("gatsby", () => ({ navigate: jest.fn(() => Promise.resolve()) }));
jest.mock("gatsby-plugin-react-i18next", () => ({
  useI18next: () => ({ language: "en" }),
  useTranslation: () => ({ t: (key: string) => key }),
}));
jest.mock("react-i18next", () => ({ useTranslation: () => ({ t: (key: string) => key }) }));
const saved: string[] = [];
jest.mock("@/api-client/account", () => ({
  saveLanguage: (language: string) => {
    saved.push(language);
    return Promise.resolve({ ok: true, value: { status: 200, data: null } });
  },
}));

it("a language button saves the preference and stores it as the site's language before the account changes language", async () => {
  window.localStorage.setItem("gatsby-i18next-language", "en");
  window.history.replaceState(null, "", "/my/?tab=1");
  render(<LanguagePreference />);
  await act(async () => {
    fireEvent.click(screen.getByRole("button", { name: "language.ru" }));
  });
  expect(saved).toEqual(["ru"]);
  expect(storedLanguage()).toBe("ru");
  expect(navigate).toHaveBeenCalledWith("/ru/my/?tab=1");
});
