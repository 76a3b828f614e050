import * as z from "zod/mini";

/** Partner program (spec §1, §9: cashback up to 40%). Amounts are EUR with two decimals. */

export const partnerReferralSchema = z.object({
  /** Masked e-mail of the referred customer (n***@example.com). */
  customer: z.string(),
  joined_at: z.string(),
  paid_total: z.number(),
  cashback: z.number(),
});

export const partnerPayoutSchema = z.object({
  id: z.int(),
  amount: z.number(),
  method: z.string(),
  status: z.enum(["requested", "paid"]),
  created_at: z.string(),
  paid_at: z.nullable(z.string()),
});

/** GET /my/api/partner/ */
export const partnerSummarySchema = z.object({
  code: z.string(),
  /** Path of the referral link on the site (`/?ref=CODE`); the client prefixes the origin. */
  link_path: z.string(),
  rate_percent: z.number(),
  max_rate_percent: z.number(),
  tiers: z.array(z.object({ min_paying_referrals: z.int(), percent: z.number() })),
  currency: z.literal("EUR"),
  accrued: z.number(),
  paid: z.number(),
  requested: z.number(),
  available: z.number(),
  min_payout: z.number(),
  referrals: z.array(partnerReferralSchema),
  payouts: z.array(partnerPayoutSchema),
});
export type PartnerSummary = z.infer<typeof partnerSummarySchema>;

export const PAYOUT_METHODS = ["balance", "bank_transfer", "usdt"] as const;
