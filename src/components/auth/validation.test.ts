import { checkoutSignupSchema, loginSchema, signupSchema, twoFactorSchema } from "./validation";

const t = (key: string) => `t(${key})`;
// The first message per field, as react-hook-form shows it.
const messages = (r: { success: boolean; error?: { issues: Array<{ path: PropertyKey[]; message: string }> } }) => {
  const out: Record<string, string> = {};
  for (const issue of r.error?.issues ?? []) out[String(issue.path[0])] ??= issue.message;
  return out;
};

it("login: required fields and a valid e-mail, with catalogue texts", () => {
  expect(messages(loginSchema(t).safeParse({ email: "", password: "" }))).toEqual({ email: "t(errors:fieldRequired)", password: "t(errors:fieldRequired)" });
  expect(messages(loginSchema(t).safeParse({ email: "anna@", password: "x" }))).toEqual({ email: "t(errors:invalidEmail)" });
  expect(loginSchema(t).safeParse({ email: " anna@example.com ", password: "x" }).data?.email).toBe("anna@example.com");
});

it("signup: password length and digits, and the captcha check", () => {
  expect(messages(signupSchema(t).safeParse({ email: "a@b.co", password: "abc", captcha: "" }))).toEqual({
    password: "t(auth:password.tooShort)",
    captcha: "t(errors:incorrectCaptcha)",
  });
  expect(messages(signupSchema(t).safeParse({ email: "a@b.co", password: "98765432", captcha: "tok" }))).toEqual({ password: "t(auth:password.digits)" });
  expect(signupSchema(t).safeParse({ email: "a@b.co", password: "Blue-Harbour-42", captcha: "tok" }).success).toBe(true);
});

it("2FA: only required on the client (the server says whether the code is right)", () => {
  expect(messages(twoFactorSchema(t).safeParse({ code: " ", trust: false }))).toEqual({ code: "t(errors:fieldRequired)" });
  expect(twoFactorSchema(t).safeParse({ code: "000000", trust: true }).success).toBe(true);
  // A recovery code is accepted in the same field.
  expect(twoFactorSchema(t).safeParse({ code: "a1b2c3d4", trust: false }).success).toBe(true);
});

it("signup: a common or too simple password, and one like the e-mail, are refused before the captcha is asked", () => {
  expect(messages(signupSchema(t).safeParse({ email: "a@b.co", password: "password", captcha: "tok" }))).toEqual({ password: "t(auth:password.common)" });
  expect(messages(signupSchema(t).safeParse({ email: "a@b.co", password: "password", captcha: "" }))).toEqual({
    password: "t(auth:password.common)",
    captcha: "t(errors:incorrectCaptcha)",
  });
  expect(messages(signupSchema(t).safeParse({ email: "maria.ivanova@example.com", password: "Ivanova-1990", captcha: "tok" }))).toEqual({
    password: "t(auth:password.similar)",
  });
});

it("the checkout's sign-up: the same e-mail and password rules, with no captcha", () => {
  expect(messages(checkoutSignupSchema(t).safeParse({ email: "", password: "" }))).toEqual({
    email: "t(errors:fieldRequired)",
    password: "t(errors:fieldRequired)",
  });
  expect(messages(checkoutSignupSchema(t).safeParse({ email: "maria@", password: "qwerty123" }))).toEqual({
    email: "t(errors:invalidEmail)",
    password: "t(auth:password.common)",
  });
  expect(messages(checkoutSignupSchema(t).safeParse({ email: "maria.ivanova@example.com", password: "Ivanova-1990" }))).toEqual({
    password: "t(auth:password.similar)",
  });
  expect(checkoutSignupSchema(t).safeParse({ email: "a@b.co", password: "Blue-Harbour-42" }).success).toBe(true);
});
