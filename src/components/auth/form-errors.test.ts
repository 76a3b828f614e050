import { ApiError, type ApiErrorInit } from "../../api-client/http";
import { planFormErrors } from "./form-errors";

const t = (key: string) => `t(${key})`;
const error = (init: Partial<ApiErrorInit>) =>
  new ApiError({
    kind: "http",
    method: "POST",
    path: "/x",
    status: 400,
    key: "errors:generic",
    serverMessage: null,
    code: null,
    fieldErrors: {},
    silent: false,
    ignored: false,
    body: null,
    ...init,
  });

it("puts allauth field errors at the form's fields and maps known codes to the catalogue", () => {
  const body = { status: 400, errors: [{ code: "incorrect_code", param: "code", message: "Incorrect code." }] };
  const plan = planFormErrors(error({ fieldErrors: { code: ["Incorrect code."] }, body }), ["code"], t);
  expect(plan).toEqual({ fields: { code: "t(errors:incorrect2fa)" }, form: null, toast: null });
});

it("keeps server texts for other codes, and sends errors of unknown fields to the form", () => {
  const body = {
    status: 400,
    errors: [
      { code: "some_new_code", param: "password", message: "Wrong password." },
      { code: "x", message: "General." },
    ],
  };
  const plan = planFormErrors(error({ fieldErrors: { password: ["Wrong password."], __all__: ["General."] }, body }), ["email", "password"], t);
  expect(plan).toEqual({ fields: { password: "Wrong password." }, form: "General.", toast: null });
});

it("says a wrong password, too many attempts and a missing current password in the screen's language", () => {
  const body = {
    status: 400,
    errors: [
      { code: "email_password_mismatch", param: "password", message: "The email address and/or password you specified are not correct." },
      { code: "too_many_login_attempts", message: "Too many failed login attempts. Try again later." },
      { code: "enter_current_password", param: "current_password", message: "Please type your current password." },
    ],
  };
  const fieldErrors = {
    password: ["The email address and/or password you specified are not correct."],
    __all__: ["Too many failed login attempts. Try again later."],
    current_password: ["Please type your current password."],
  };
  expect(planFormErrors(error({ fieldErrors, body }), ["email", "password", "current_password"], t)).toEqual({
    fields: { password: "t(errors:emailPasswordMismatch)", current_password: "t(errors:currentPasswordWrong)" },
    form: "t(errors:tooManyLoginAttempts)",
    toast: null,
  });
});

it("a captcha error is 'Incorrect captcha entered, try again' whatever the server says", () => {
  const plan = planFormErrors(error({ fieldErrors: { captcha: ["invalid token"] }, body: { captcha: ["invalid token"] } }), ["email", "captcha"], t);
  expect(plan.fields).toEqual({ captcha: "t(errors:incorrectCaptcha)" });
});

it("a 429 is a toast with the server's detail, a network failure the catalogue text on the form", () => {
  expect(planFormErrors(error({ kind: "rate-limited", status: 429, key: "errors:tooManyAttempts", serverMessage: "Slow down." }), ["email"], t)).toEqual({
    fields: {},
    form: null,
    toast: "Slow down.",
  });
  expect(planFormErrors(error({ kind: "network", status: null, key: "errors:requestFailed" }), ["email"], t)).toEqual({
    fields: {},
    form: "t(errors:requestFailed)",
    toast: null,
  });
});

it("a silent error shows nothing", () => {
  expect(planFormErrors(error({ kind: "unauthorized", status: 401, silent: true }), ["email"], t)).toEqual({ fields: {}, form: null, toast: null });
});

it("says the server's password refusals (Django's validators) in the screen's language", () => {
  const refusals = [
    ["password_too_common", "This password is too common.", "t(auth:password.common)"],
    ["password_too_similar", "The password is too similar to the personal information.", "t(auth:password.similar)"],
    ["password_too_short", "This password is too short. It must contain at least 7 characters.", "t(auth:password.tooShort)"],
    ["password_entirely_numeric", "This password is entirely numeric.", "t(auth:password.digits)"],
  ] as const;
  for (const [code, message, text] of refusals) {
    const body = { status: 400, errors: [{ code, param: "password", message }] };
    expect(planFormErrors(error({ fieldErrors: { password: [message] }, body }), ["password"], t).fields).toEqual({ password: text });
    // A form without the field (the checkout's account step) shows it as the form's message.
    expect(planFormErrors(error({ fieldErrors: { password: [message] }, body }), [], t).form).toBe(text);
  }
});
