import type { FastifyRequest } from "fastify";
import type { WebSocket } from "ws";
import type { Db } from "./db/database";
import { RateLimiter, DEFAULT_RATE_LIMITS, type RateLimitConfig } from "./rules/rate-limit";
import type { RealtimeHub } from "./realtime-hub";
import { ACCOUNT_QUOTAS, type QuotaKind } from "@/lib/rules/quotas";

/** Everything the sandbox's routes share: the database, the limiter and the realtime hub. */
export interface SandboxContext {
  db: Db;
  limiter: RateLimiter;
  limits: RateLimitConfig;
  realtime: RealtimeHub;
  /**
   * Other channels carried by the tab's one socket `/my/api/ws/` (the support chat): each is told of every
   * socket that opens, signed in or not, with its upgrade request (cookies).
   */
  socketChannels: Array<(socket: WebSocket, request: FastifyRequest) => void>;
  /**
   * The support chat's sockets (set by registerChat), seen here only as their count: the context is below
   * the chat and names none of its types (decision 178).
   */
  chatHub?: { sizes(): { sockets: number; conversations: number } };
  /** Crypto invoice lifetime in seconds (awaiting → expired after it). */
  cryptoInvoiceTtlSeconds: number;
  /** Per-account quotas (src/lib/rules/quotas.ts; a load test raises them). */
  quotas: Record<QuotaKind, number>;
  /** How long a paid server provisions, and its pending timers (sandbox/orders/provisioning.ts). */
  provisioning: ProvisioningClock;
}

/** `realtime`: the hub of account events (server.ts passes realtime.ts's, which reads sessions). */
/** How long a paid server provisions and its pending timers (the life cycle is sandbox/orders/provisioning.ts). */
export interface ProvisioningClock {
  delayMs: number;
  timers: Map<number, NodeJS.Timeout>;
}

export function createContext(
  db: Db,
  realtime: RealtimeHub,
  rateLimits?: Partial<RateLimitConfig>,
  quotas?: Partial<Record<QuotaKind, number>>,
): SandboxContext {
  return {
    db,
    limiter: new RateLimiter(),
    limits: { ...DEFAULT_RATE_LIMITS, ...rateLimits },
    realtime,
    socketChannels: [],
    cryptoInvoiceTtlSeconds: 60 * 60,
    quotas: { ...ACCOUNT_QUOTAS, ...quotas },
    provisioning: { delayMs: 20_000, timers: new Map() },
  };
}
