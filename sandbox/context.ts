import type { Db } from "./db/database";
import { RateLimiter, DEFAULT_RATE_LIMITS, type RateLimitConfig } from "./rules/rate-limit";
import { RealtimeHub } from "./realtime";

/** Everything the sandbox's routes share: the database, the limiter and the realtime hub. */
export interface SandboxContext {
  db: Db;
  limiter: RateLimiter;
  limits: RateLimitConfig;
  realtime: RealtimeHub;
  /** Crypto invoice lifetime in seconds (awaiting → expired after it). */
  cryptoInvoiceTtlSeconds: number;
}

export function createContext(db: Db, rateLimits?: Partial<RateLimitConfig>): SandboxContext {
  return {
    db,
    limiter: new RateLimiter(),
    limits: { ...DEFAULT_RATE_LIMITS, ...rateLimits },
    realtime: new RealtimeHub(),
    cryptoInvoiceTtlSeconds: 60 * 60,
  };
}
