import { zodResolver } from "@hookform/resolvers/zod";
import type { ResolverOptions } from "react-hook-form";
import * as z from "zod/mini";
import type { TFunction } from "i18next";
import { zodMiniResolver } from "./zod-mini-resolver";
import { catalogueErrorMap } from "./form-messages";
import { contactRequestSchema } from "../../api-client/schemas/page-context-requests";
import { emailPromoFormSchema } from "../../features/email-promo/send-email-promo";
import { reviewProposalFormSchema } from "../../features/review-proposal/send-review-proposal";

// Decision 130: the island forms' resolver gives what @hookform/resolvers' zodResolver gives for the same
// zod 4 schemas and parse params (the catalogue's messages), without its zod 3 branch.
const t = ((key: string, opts?: { count?: number }) => (opts?.count === undefined ? key : `${key}:${opts.count}`)) as unknown as TFunction;
const params = { error: catalogueErrorMap(t) };

const union = z.object({
  contact: z.union([z.object({ phone: z.string().check(z.minLength(5)) }), z.object({ email: z.string().check(z.email()), name: z.string() })]),
  tags: z.array(z.string().check(z.minLength(2))),
});

const cases: Array<[string, z.ZodMiniType, Array<Record<string, unknown>>]> = [
  [
    "contact",
    contactRequestSchema,
    [
      { name: "", email: "", subject: "", message: "" },
      { name: "  Ann ", email: "ann@", subject: "billing", message: "x" },
      { name: "Ann", email: "ann@example.com", subject: "sales", message: "A question about plans, long enough." },
    ],
  ],
  ["e-mail promo", emailPromoFormSchema, [{ email: "" }, { email: "nope" }, { email: "ann@example.com" }]],
  ["review proposal", reviewProposalFormSchema, [{}, { text: "" }, { text: "Please add a note about backups.", email: "x" }]],
  [
    "a union and an array",
    union,
    [
      { contact: { phone: "1" }, tags: ["a", "bb", ""] },
      { contact: {}, tags: [] },
      { contact: { phone: "12345" }, tags: [] },
    ],
  ],
];

const options = (criteriaMode: "firstError" | "all", shouldUseNativeValidation = false) =>
  ({ fields: {}, shouldUseNativeValidation, criteriaMode }) as unknown as ResolverOptions<Record<string, unknown>>;

describe.each(cases)("%s", (_name, schema, samples) => {
  it.each(samples.map((s) => [JSON.stringify(s), s]))("%s: the same values and errors as zodResolver", async (_label, values) => {
    for (const mode of ["firstError", "all"] as const) {
      const ours = await zodMiniResolver(schema as never, params)(values as never, undefined, options(mode) as never);
      const theirs = await zodResolver(schema as never, params)(values as never, undefined, options(mode) as never);
      expect(ours).toEqual(theirs);
    }
  });
});

it("gives the parsed output (trimmed) on success, and the catalogue's messages on failure", async () => {
  const resolve = zodMiniResolver(contactRequestSchema, params);
  const ok = await resolve(
    { name: " Ann ", email: "ann@example.com", subject: "sales", message: "A question about plans." },
    undefined,
    options("firstError") as never,
  );
  expect(ok.errors).toEqual({});
  expect(ok.values).toMatchObject({ name: "Ann" });
  const bad = await resolve({ name: "", email: "ann@", subject: "", message: "" } as never, undefined, options("firstError") as never);
  expect(bad.errors).toMatchObject({
    name: { message: "errors:fieldRequired" },
    email: { message: "errors:invalidEmail" },
    subject: { message: "forms.invalidChoice" },
  });
});

// Issue 39: the contact form took a name of only control characters and an e-mail with a NUL.
describe("the contact form's text rule", () => {
  it.each([
    ["name", { name: "\u0000\u202e", email: "ann@example.com", subject: "sales", message: "Hello" }],
    ["email", { name: "Ann", email: "ann\u0000@example.com", subject: "sales", message: "Hello" }],
    ["message", { name: "Ann", email: "ann@example.com", subject: "sales", message: "Hello\u202eolleh" }],
  ])("refuses control characters in %s with the catalogue's text", async (field, values) => {
    const result = await zodMiniResolver(contactRequestSchema, params)(values as never, undefined, options("firstError") as never);
    expect(Object.keys(result.errors)).toEqual([field]);
    expect((result.errors as Record<string, { message?: string }>)[field]!.message).toBe("errors:controlCharacters");
  });

  it("keeps line breaks in the message", async () => {
    const values = { name: "Ann", email: "ann@example.com", subject: "sales", message: "Line one\r\nLine two" };
    const result = await zodMiniResolver(contactRequestSchema, params)(values as never, undefined, options("firstError") as never);
    expect(result.errors).toEqual({});
  });
});
