import en from "../../../locales/en/errors.json";
import ru from "../../../locales/ru/errors.json";
import type { ClientErrorKey } from "./errors";

// The catalogue of spec §8 (and the messages of spec §5), word for word in English.
const SPEC_WORDING: Record<string, string> = {
  generic: "Something went wrong; our developers are already on it.",
  requestFailed: "Request failed, try again in a few minutes.",
  tooManyAttempts: "Too many attempts, please try again later",
  fieldRequired: "This field is required",
  invalidEmail: "Enter a valid email address",
  incorrect2fa: "Incorrect 2FA code",
  incorrectCaptcha: "Incorrect captcha entered, try again",
  fetchPaymentProviders: "Failed to fetch payment providers",
  personalInfoRequired: "Please fill in the personal data",
  bankUnreachable: "Unable to reach the bank. Consider using a different card.",
  thirdPartyLogin: "Third-party login failure",
  verificationRequired: "Complete account verification to create new orders",
  copyFailed: "Copy failed",
  financeNavigation: "Failed to fetch finance page navigation state",
  removeCard: "Failed to remove card",
  updatePaymentMethod: "Failed to update payment method",
  completeRequest: "Failed to complete request",
  projectCreate: "Can't create a new project",
  projectRemove: "Failed to remove project",
  projectOrders: "Failed to fetch the list of project orders",
  orderRename: "Failed to rename order",
  editTags: "Failed to edit tags",
};

it.each(Object.entries(SPEC_WORDING))("en %s is the spec's text", (key, text) => {
  expect((en as Record<string, string>)[key]).toBe(text);
});

it("ru has every key of en, translated", () => {
  expect(Object.keys(ru).sort()).toEqual(Object.keys(en).sort());
  for (const key of Object.keys(en)) expect((ru as Record<string, string>)[key]).not.toBe((en as Record<string, string>)[key]);
});

it("every key the client can pick exists", () => {
  const keys: ClientErrorKey[] = ["errors:generic", "errors:requestFailed", "errors:tooManyAttempts"];
  for (const key of keys) expect((en as Record<string, string>)[key.replace("errors:", "")]).toBeTruthy();
});
