import type { FastifyRequest } from "fastify";
import type { WebSocket } from "ws";
import type { Db } from "./db/database";
import { RateLimiter, DEFAULT_RATE_LIMITS, type RateLimitConfig } from "./rules/rate-limit";
import { createRealtimeHub, type RealtimeHub } from "./realtime";
import type { ChatHub } from "./chat/chat";
import { createProvisioningClock, type ProvisioningClock } from "./orders/provisioning";

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
  /** The support chat's sockets (set by registerChat). */
  chatHub?: ChatHub;
  /** Crypto invoice lifetime in seconds (awaiting → expired after it). */
  cryptoInvoiceTtlSeconds: number;
  /** How long a paid server provisions, and its pending timers (sandbox/orders/provisioning.ts). */
  provisioning: ProvisioningClock;
}

export function createContext(db: Db, rateLimits?: Partial<RateLimitConfig>): SandboxContext {
  return {
    db,
    limiter: new RateLimiter(),
    limits: { ...DEFAULT_RATE_LIMITS, ...rateLimits },
    realtime: createRealtimeHub(db),
    socketChannels: [],
    cryptoInvoiceTtlSeconds: 60 * 60,
    provisioning: createProvisioningClock(),
  };
}
