/**
 * Partner program rules shared by the hosting API stand-in (sandbox/partner/) and the site:
 * cashback by the number of paying referred customers, up to 40% (spec §9 marketing claim).
 */
export const PARTNER_MAX_RATE_PERCENT = 40;

export const CASHBACK_TIERS = [
  { min_paying_referrals: 0, percent: 20 },
  { min_paying_referrals: 5, percent: 30 },
  { min_paying_referrals: 10, percent: PARTNER_MAX_RATE_PERCENT },
] as const;

export function cashbackPercent(payingReferrals: number): number {
  let percent: number = CASHBACK_TIERS[0].percent;
  for (const tier of CASHBACK_TIERS) if (payingReferrals >= tier.min_paying_referrals) percent = tier.percent;
  return percent;
}
