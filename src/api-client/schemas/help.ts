import { z } from "zod";
import { REVIEW_NAME_MAX, REVIEW_PROPOSAL_KINDS, REVIEW_TEXT_MAX, REVIEW_TEXT_MIN } from "../../lib/rules/review";
import { EMAIL_PATTERN } from "../../lib/rules/email";

export { REVIEW_TEXT_MAX, REVIEW_TEXT_MIN, reviewBonusEur } from "../../lib/rules/review";

/** POST /my/api/help/review-proposals/ — shared by the article's form and the sandbox's validation. */
export const reviewProposalRequestSchema = z.object({
  article: z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/),
  language: z.enum(["en", "ru"]),
  kind: z.enum(REVIEW_PROPOSAL_KINDS),
  name: z.string().trim().min(1).max(REVIEW_NAME_MAX),
  email: z.string().trim().min(1).email({ pattern: EMAIL_PATTERN }),
  text: z.string().trim().min(REVIEW_TEXT_MIN).max(REVIEW_TEXT_MAX),
});
export type ReviewProposalRequest = z.infer<typeof reviewProposalRequestSchema>;

export const reviewProposalResponseSchema = z.object({
  id: z.number().int().positive(),
  status: z.literal("pending"),
  bonus: z.object({ amount: z.number().positive(), currency: z.literal("EUR") }),
});
