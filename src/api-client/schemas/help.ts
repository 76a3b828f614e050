import * as z from "zod/mini";
import { REVIEW_NAME_MAX, REVIEW_PROPOSAL_KINDS, REVIEW_TEXT_MAX, REVIEW_TEXT_MIN } from "../../lib/rules/review";
import { EMAIL_PATTERN } from "../../lib/rules/email";

// In zod/mini, so the help article's review-proposal island loads no zod classic (decision 109).

export { REVIEW_TEXT_MAX, REVIEW_TEXT_MIN, reviewBonusEur } from "../../lib/rules/review";

/** POST /my/api/help/review-proposals/ — shared by the article's form and the sandbox's validation. */
export const reviewProposalRequestSchema = z.object({
  article: z.string().check(z.regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/)),
  language: z.enum(["en", "ru"]),
  kind: z.enum(REVIEW_PROPOSAL_KINDS),
  name: z.string().check(z.trim(), z.minLength(1), z.maxLength(REVIEW_NAME_MAX)),
  email: z.string().check(z.trim(), z.minLength(1), z.email({ pattern: EMAIL_PATTERN })),
  text: z.string().check(z.trim(), z.minLength(REVIEW_TEXT_MIN), z.maxLength(REVIEW_TEXT_MAX)),
});
export type ReviewProposalRequest = z.infer<typeof reviewProposalRequestSchema>;

export const reviewProposalResponseSchema = z.object({
  id: z.int().check(z.positive()),
  status: z.literal("pending"),
  bonus: z.object({ amount: z.number().check(z.positive()), currency: z.literal("EUR") }),
});
