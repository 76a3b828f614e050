// The webhook Sanity sends on a publish, signed as Sanity signs it (@sanity/webhook, the project's secret), to the
// publish service (decision 171). Each delivery has its own idempotency key, as Sanity's deliveries do.
import { randomUUID } from "node:crypto";
import { encodeSignatureHeader, SIGNATURE_HEADER_NAME } from "@sanity/webhook";

export type WebhookTarget = { url: string; secret: string };

export type WebhookBody = { _id: string; _type: string; operation: "create" | "update" | "delete" };

/** Sends one signed delivery; resolves with the service's HTTP status. */
export async function sendPublishWebhook(target: WebhookTarget, body: WebhookBody): Promise<number> {
  const payload = JSON.stringify(body);
  const response = await fetch(target.url, {
    method: "POST",
    headers: {
      "content-type": "application/json",
      [SIGNATURE_HEADER_NAME]: await encodeSignatureHeader(payload, Date.now(), target.secret),
      "idempotency-key": `stand-in-${randomUUID()}`,
      "sanity-operation": body.operation,
    },
    body: payload,
  });
  return response.status;
}
