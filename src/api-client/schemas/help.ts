import { z } from "zod";

/** What a reader says is wrong with a help article (spec §2: review proposals on /help/:slug/). */
export const REVIEW_PROPOSAL_KINDS = ["mistake", "outdated", "missing", "unclear"] as const;
export type ReviewProposalKind = (typeof REVIEW_PROPOSAL_KINDS)[number];

export const REVIEW_TEXT_MIN = 20;
export const REVIEW_TEXT_MAX = 4000;
export const REVIEW_NAME_MAX = 100;

/** The review bonus of spec §9: 5 EUR for a review in Russian, 10 EUR for one in any other language. */
export function reviewBonusEur(language: string): number {
  return language === "ru" ? 5 : 10;
}

/** POST /my/api/help/review-proposals/ — shared by the article's form and the sandbox's validation. */
export const reviewProposalRequestSchema = z.object({
  article: z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/),
  language: z.enum(["en", "ru"]),
  kind: z.enum(REVIEW_PROPOSAL_KINDS),
  name: z.string().trim().min(1).max(REVIEW_NAME_MAX),
  email: z.string().trim().min(1).email(),
  text: z.string().trim().min(REVIEW_TEXT_MIN).max(REVIEW_TEXT_MAX),
});
export type ReviewProposalRequest = z.infer<typeof reviewProposalRequestSchema>;

export const reviewProposalResponseSchema = z.object({
  id: z.number().int().positive(),
  status: z.literal("pending"),
  bonus: z.object({ amount: z.number().positive(), currency: z.literal("EUR") }),
});
export type ReviewProposalResponse = z.infer<typeof reviewProposalResponseSchema>;
