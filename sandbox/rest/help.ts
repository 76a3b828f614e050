import type { FastifyInstance } from "fastify";
import type { SandboxContext } from "../context";
import { currentCaller } from "../auth/guard";
import { ApiError, bodyOf, clientIp, tooMany } from "../http";
import { nowSeconds } from "../db/database";
import { RATE_LIMIT_DETAIL } from "../rules/rate-limit";
import { reviewBonusEur, reviewProposalRequestSchema, REVIEW_TEXT_MAX, REVIEW_TEXT_MIN } from "../../src/api-client/schemas/help";

/** Django-style field messages for the issues the shared zod schema reports. */
function fieldErrors(body: Record<string, unknown>): Record<string, string[]> {
  const result = reviewProposalRequestSchema.safeParse(body);
  if (result.success) return {};
  const errors: Record<string, string[]> = {};
  for (const issue of result.error.issues) {
    const field = String(issue.path[0] ?? "non_field_errors");
    const value = body[field];
    const blank = value === undefined || value === null || (typeof value === "string" && value.trim() === "");
    let message: string;
    if (blank) message = "This field is required";
    else if (field === "email") message = "Enter a valid email address";
    else if (field === "text" && issue.code === "too_small") message = `Ensure this field has at least ${REVIEW_TEXT_MIN} characters.`;
    else if (field === "text" && issue.code === "too_big") message = `Ensure this field has no more than ${REVIEW_TEXT_MAX} characters.`;
    else if (field === "kind" || field === "language") message = "Select a valid choice.";
    else message = "Enter a valid value.";
    (errors[field] ??= []).push(message);
  }
  return errors;
}

/**
 * Review proposals on help articles: a reader proposes a correction, the editors review it and the
 * bonus of spec §9 is credited when it is accepted. Anonymous or signed in; rate-limited per IP.
 */
export function registerHelpRoutes(app: FastifyInstance, ctx: SandboxContext): void {
  app.post("/my/api/help/review-proposals/", async (request, reply) => {
    if (!ctx.limiter.hit(`review_proposal:ip:${clientIp(request)}`, ctx.limits.reviewProposal.ip)) throw tooMany(RATE_LIMIT_DETAIL);
    const body = bodyOf(request);
    const errors = fieldErrors(body);
    if (Object.keys(errors).length) throw new ApiError(400, errors);
    const input = reviewProposalRequestSchema.parse(body);
    const bonus = reviewBonusEur(input.language);
    const caller = currentCaller(ctx, request);
    const r = ctx.db
      .prepare(
        "INSERT INTO review_proposals (article, language, kind, name, email, text, bonus_eur, account_id, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)",
      )
      .run(input.article, input.language, input.kind, input.name, input.email, input.text, bonus, caller?.account.id ?? null, nowSeconds());
    return reply.code(201).send({ id: Number(r.lastInsertRowid), status: "pending", bonus: { amount: bonus, currency: "EUR" } });
  });
}
