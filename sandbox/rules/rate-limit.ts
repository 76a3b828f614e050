import { WRITE_RATE } from "../../src/lib/rules/quotas";

/**
 * Fixed-window rate limits per IP and per account/key (spec §7: 429 with `detail`). State is in
 * memory per server instance, like a cache-backed limiter.
 */
export interface Limit {
  max: number;
  windowSeconds: number;
}

export interface RateLimitConfig {
  login: { ip: Limit };
  loginFailed: { ip: Limit; key: Limit };
  signup: { ip: Limit };
  passwordReset: { ip: Limit; key: Limit };
  passwordResetFromKey: { ip: Limit };
  promoCode: { ip: Limit; account: Limit };
  contactForm: { ip: Limit };
  emailPromo: { ip: Limit };
  reviewProposal: { ip: Limit };
  /** Things an account creates per window, all kinds together (src/lib/rules/quotas.ts, issue 39). */
  writes: { account: Limit };
}

const perMinute = (max: number): Limit => ({ max, windowSeconds: 60 });

export const DEFAULT_RATE_LIMITS: RateLimitConfig = {
  login: { ip: perMinute(30) },
  loginFailed: { ip: perMinute(10), key: { max: 5, windowSeconds: 300 } },
  signup: { ip: perMinute(20) },
  passwordReset: { ip: perMinute(20), key: perMinute(5) },
  passwordResetFromKey: { ip: perMinute(20) },
  promoCode: { ip: perMinute(30), account: perMinute(10) },
  contactForm: { ip: perMinute(5) },
  emailPromo: { ip: perMinute(5) },
  reviewProposal: { ip: perMinute(5) },
  writes: { account: { ...WRITE_RATE } },
};

export const RATE_LIMIT_DETAIL = "Too many attempts, please try again later.";

/** How often the limiter drops the windows that have ended (each bucket is one IP or account). */
const SWEEP_MS = 60_000;

export class RateLimiter {
  private readonly hits = new Map<string, { start: number; count: number; ends: number }>();
  private nextSweep = 0;

  /** Counts one hit; returns false when the limit is already passed. */
  hit(bucket: string, limit: Limit, now = Date.now()): boolean {
    this.sweep(now);
    const entry = this.hits.get(bucket);
    if (!entry || now >= entry.ends) {
      this.hits.set(bucket, { start: now, count: 1, ends: now + limit.windowSeconds * 1000 });
      return true;
    }
    entry.count += 1;
    return entry.count <= limit.max;
  }

  /** True when the bucket has used up its limit, without counting a hit. */
  exhausted(bucket: string, limit: Limit, now = Date.now()): boolean {
    const entry = this.hits.get(bucket);
    if (!entry || now - entry.start >= limit.windowSeconds * 1000) return false;
    return entry.count >= limit.max;
  }

  /** Buckets held in memory (a bucket whose window has ended is dropped within a minute of the next hit). */
  get size(): number {
    return this.hits.size;
  }

  reset(): void {
    this.hits.clear();
  }

  /** Drops ended windows, so one-off addresses do not grow the map for the server's lifetime. */
  private sweep(now: number): void {
    if (now < this.nextSweep) return;
    this.nextSweep = now + SWEEP_MS;
    for (const [bucket, entry] of this.hits) if (now >= entry.ends) this.hits.delete(bucket);
  }
}
