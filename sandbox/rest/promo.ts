import type { FastifyInstance, FastifyRequest } from "fastify";
import type { SandboxContext } from "../context";
import { requireCaller } from "../auth/guard";
import { requireChangeAccess } from "../auth/access";
import { ApiError, bodyOf, clientIp, notFound, tooMany } from "../http";
import { nowSeconds } from "../db/database";
import { RATE_LIMIT_DETAIL } from "../rules/rate-limit";
import { apiLanguage, promoAppliedText } from "../i18n";

interface PromoRow {
  code: string;
  percent: number;
  months: number;
  new_customers_only: number;
  active: number;
}

const discountSet = (p: PromoRow) => [{ percent: p.percent, months: p.months, product_line: null as string | null }];

export function registerPromoRoutes(app: FastifyInstance, ctx: SandboxContext): void {
  const db = ctx.db;
  const limit = (request: FastifyRequest, accountId?: number) => {
    if (!ctx.limiter.hit(`promo:ip:${clientIp(request)}`, ctx.limits.promoCode.ip)) throw tooMany(RATE_LIMIT_DETAIL);
    if (accountId !== undefined && !ctx.limiter.hit(`promo:account:${accountId}`, ctx.limits.promoCode.account)) throw tooMany(RATE_LIMIT_DETAIL);
  };
  const find = (code: string) => db.prepare("SELECT * FROM promo_codes WHERE code = ? AND active = 1").get(code.trim()) as PromoRow | undefined;

  // Spec §5: a promo code can be applied only when logged in.
  app.post("/my/api/payment/promo-code/apply/", async (request) => {
    const caller = requireCaller(ctx, request);
    requireChangeAccess(caller);
    limit(request, caller.account.id);
    const code = bodyOf(request).code;
    if (typeof code !== "string" || !code.trim()) throw new ApiError(400, { code: ["This field is required"] });
    const promo = find(code);
    if (!promo) throw new ApiError(400, { code: ["This promo code does not exist or has expired."] });
    const used = db.prepare("SELECT 1 FROM promo_applications WHERE account_id = ? AND code = ?").get(caller.account.id, promo.code);
    if (used) throw new ApiError(400, { code: ["This promo code has already been applied."] });
    db.prepare("INSERT INTO promo_applications (account_id, code, created_at) VALUES (?, ?, ?)").run(caller.account.id, promo.code, nowSeconds());
    return {
      message: promoAppliedText(promo.code, promo.percent, promo.months, apiLanguage(request.headers["accept-language"])),
      code: { code: promo.code, promo_discount_set: discountSet(promo) },
    };
  });

  app.post("/my/api/payment/promo-code/:code/validate/", async (request) => {
    const caller = requireCaller(ctx, request);
    limit(request, caller.account.id);
    const { code } = request.params as { code: string };
    const promo = find(decodeURIComponent(code));
    if (!promo) throw notFound("This promo code does not exist or has expired.");
    return { code: promo.code, promodiscount_set: discountSet(promo) };
  });
}
