import * as z from "zod/mini";
import { reviewProposalRequestSchema, reviewProposalResponseSchema, type ReviewProposalRequest } from "../../api-client/schemas/help";
import { postForm } from "../../api-client/form-submit";

/** What the reader fills in; the article and its language come from the page. */
export const reviewProposalFormSchema = z.omit(reviewProposalRequestSchema, { article: true, language: true });
export type ReviewProposalFormValues = z.input<typeof reviewProposalFormSchema>;
export type ReviewProposalFormOutput = z.output<typeof reviewProposalFormSchema>;

export const REVIEW_PROPOSALS_PATH = "/my/api/help/review-proposals/";

/** POST /my/api/help/review-proposals/ → 201 {id, status, bonus}. */
export const sendReviewProposal = (values: ReviewProposalRequest) => postForm(REVIEW_PROPOSALS_PATH, values, reviewProposalResponseSchema);
