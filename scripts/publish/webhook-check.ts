// A Sanity webhook call, checked before anything is built: signed with the shared secret (Sanity's own
// @sanity/webhook verifies the HMAC), recent (the signed timestamp), and not seen before (the delivery's
// idempotency key). Decision 171.
import { assertValidSignature, decodeSignatureHeader, isSignatureError, SIGNATURE_HEADER_NAME } from "@sanity/webhook";

/** A call signed longer ago than this is refused as stale (a captured call replayed later). */
export const WEBHOOK_MAX_AGE_MS = 5 * 60_000;

export type PublishEvent = {
  /** The delivery's idempotency key. */
  key: string;
  /** The published document's id (never a draft's). */
  documentId: string;
  /** What happened to it: create, update or delete (unpublish is a delete of the published document). */
  operation: string;
  documentType?: string;
};

export type WebhookResult = { ok: true; event: PublishEvent } | { ok: false; status: number; message: string };

/** Idempotency keys seen within the age window; older ones need no memory, their calls are stale anyway. */
export class ReplayGuard {
  private readonly seen = new Map<string, number>();
  constructor(private readonly windowMs = WEBHOOK_MAX_AGE_MS) {}
  /** True when the key was seen already; records it otherwise. */
  check(key: string, now: number): boolean {
    for (const [k, at] of this.seen) if (now - at > this.windowMs * 2) this.seen.delete(k);
    if (this.seen.has(key)) return true;
    this.seen.set(key, now);
    return false;
  }
}

type Headers = Record<string, string | string[] | undefined>;

const one = (value: string | string[] | undefined): string | undefined => (Array.isArray(value) ? undefined : value || undefined);

export type WebhookCheck = { headers: Headers; rawBody: string; secret: string; replay: ReplayGuard; now?: number; maxAgeMs?: number };

export async function checkWebhook({
  headers,
  rawBody,
  secret,
  replay,
  now = Date.now(),
  maxAgeMs = WEBHOOK_MAX_AGE_MS,
}: WebhookCheck): Promise<WebhookResult> {
  const signature = one(headers[SIGNATURE_HEADER_NAME]);
  if (!signature) return { ok: false, status: 401, message: "Unsigned call refused" };
  try {
    await assertValidSignature(rawBody, signature, secret);
  } catch (error) {
    if (!isSignatureError(error)) throw error;
    return { ok: false, status: 401, message: `Signature refused: ${error.message}` };
  }
  const { timestamp } = decodeSignatureHeader(signature);
  if (Math.abs(now - timestamp) > maxAgeMs) return { ok: false, status: 401, message: "Stale call refused: signed too long ago" };
  let body: { _id?: unknown; _type?: unknown; operation?: unknown };
  try {
    body = JSON.parse(rawBody) as typeof body;
  } catch {
    return { ok: false, status: 400, message: "The body is not JSON" };
  }
  if (typeof body._id !== "string" || !body._id) return { ok: false, status: 400, message: "The body names no document (_id)" };
  // Sanity sends an idempotency key per delivery (the same on its retries); the signature is the fallback key.
  const key = one(headers["idempotency-key"]) ?? signature;
  if (replay.check(key, now)) return { ok: false, status: 409, message: "Replayed call refused: this delivery was received already" };
  const operation = typeof body.operation === "string" ? body.operation : (one(headers["sanity-operation"]) ?? "update");
  return {
    ok: true,
    event: {
      key,
      documentId: body._id.replace(/^drafts\./, ""),
      operation,
      documentType: typeof body._type === "string" ? body._type : undefined,
    },
  };
}
