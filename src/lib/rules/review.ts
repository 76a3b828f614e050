// Zod-free, so a help article can show the review bonus without loading the request schemas
// (docs/perf/js-size-analysis.md §3); src/api-client/schemas/help.ts builds the schema from these.

/** What a reader says is wrong with a help article (spec §2: review proposals on /help/:slug/). */
export const REVIEW_PROPOSAL_KINDS = ["mistake", "outdated", "missing", "unclear"] as const;

export const REVIEW_TEXT_MIN = 20;
export const REVIEW_TEXT_MAX = 4000;
export const REVIEW_NAME_MAX = 100;

/** The review bonus of spec §9: 5 EUR for a review in Russian, 10 EUR for one in any other language. */
export function reviewBonusEur(language: string): number {
  return language === "ru" ? 5 : 10;
}
