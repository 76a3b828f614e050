import * as z from "zod/mini";
import { CONTACT_SUBJECTS } from "../../lib/contact-subjects";
import { EMAIL_PATTERN } from "../../lib/rules/email";
import { CONTROL_CHARACTERS_KEY, hasControlCharacters, type TextKind } from "../../lib/rules/text";

/**
 * Request payloads of the public forms: the forms check them with react-hook-form's zodResolver and the
 * catalogue's messages (src/lib/zod-config.ts); the answers are page-context.ts. In zod/mini, as the review
 * proposal's (decision 109), so a content page whose contact or promo form is used loads no zod classic
 * (decision 113).
 */

/** The text rule (src/lib/rules/text.ts) as a check; the forms' error map shows the catalogue's text. */
const plainText = (kind: TextKind = "line") =>
  z.refine<string>((value) => !hasControlCharacters(value, kind), { params: { catalogue: CONTROL_CHARACTERS_KEY } });

export const emailPromoRequestSchema = z.object({
  email: z.string().check(z.email({ pattern: EMAIL_PATTERN })),
  page_url: z.string().check(z.minLength(1)),
});

export const contactRequestSchema = z.object({
  name: z.string().check(z.trim(), z.minLength(1), plainText()),
  email: z.string().check(plainText(), z.email({ pattern: EMAIL_PATTERN })),
  subject: z.enum(CONTACT_SUBJECTS),
  message: z.string().check(z.trim(), z.minLength(1), plainText("body")),
});
