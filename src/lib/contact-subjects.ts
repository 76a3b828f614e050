// Zod-free, so a page can name the subjects without loading the request schemas (docs/perf/js-size-analysis.md §3).

/** The subjects the contact form sends to POST /my/api/contact/ (spec §2 /contacts/). */
export const CONTACT_SUBJECTS = ["sales", "support", "billing", "abuse", "partnership"] as const;
