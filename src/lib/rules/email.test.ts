import { z } from "zod";
import { EMAIL_PATTERN, isEmail } from "./email";

it.each([
  ["anna@example.com", true],
  ["a+b@x.co.uk", true],
  ["anna@", false],
  ["anna@example", false],
  ["an na@example.com", false],
  ["a@b@c.de", false],
  ["", false],
])("%j is an e-mail: %s", (value, ok) => {
  expect(isEmail(value)).toBe(ok);
});

it("zod's e-mail check with the pattern keeps the e-mail issue format (the forms' error map keys on it)", () => {
  const issue = z.string().email({ pattern: EMAIL_PATTERN }).safeParse("anna@").error?.issues[0];
  expect(issue).toMatchObject({ code: "invalid_format", format: "email" });
});
