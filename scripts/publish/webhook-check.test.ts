import { encodeSignatureHeader, SIGNATURE_HEADER_NAME } from "@sanity/webhook";
import { checkWebhook, ReplayGuard, WEBHOOK_MAX_AGE_MS } from "./webhook-check";

const SECRET = "the-webhook-secret";
const NOW = Date.parse("2026-12-05T12:00:00Z");
const body = JSON.stringify({ _id: "help-en-dns", _type: "helpArticle", operation: "update" });

async function signed(payload = body, at = NOW, secret = SECRET, key = "delivery-1") {
  return { [SIGNATURE_HEADER_NAME]: await encodeSignatureHeader(payload, at, secret), "idempotency-key": key };
}

describe("checkWebhook", () => {
  it("accepts a signed, recent, new call and names the document", async () => {
    const result = await checkWebhook({ headers: await signed(), rawBody: body, secret: SECRET, replay: new ReplayGuard(), now: NOW });
    expect(result).toEqual({ ok: true, event: { key: "delivery-1", documentId: "help-en-dns", operation: "update", documentType: "helpArticle" } });
  });

  it("refuses an unsigned call", async () => {
    const result = await checkWebhook({ headers: {}, rawBody: body, secret: SECRET, replay: new ReplayGuard(), now: NOW });
    expect(result).toEqual({ ok: false, status: 401, message: "Unsigned call refused" });
  });

  it("refuses a call signed with another secret, and a body changed after signing", async () => {
    const wrong = await checkWebhook({ headers: await signed(body, NOW, "another"), rawBody: body, secret: SECRET, replay: new ReplayGuard(), now: NOW });
    expect(wrong).toMatchObject({ ok: false, status: 401, message: expect.stringMatching(/^Signature refused/) });
    const tampered = await checkWebhook({
      headers: await signed(),
      rawBody: body.replace("dns", "ssl"),
      secret: SECRET,
      replay: new ReplayGuard(),
      now: NOW,
    });
    expect(tampered).toMatchObject({ ok: false, status: 401 });
  });

  it("refuses a garbled signature header", async () => {
    const result = await checkWebhook({ headers: { [SIGNATURE_HEADER_NAME]: "v1=abc" }, rawBody: body, secret: SECRET, replay: new ReplayGuard(), now: NOW });
    expect(result).toMatchObject({ ok: false, status: 401 });
  });

  it("refuses a call signed longer ago than the window (and one from the future), accepts one just inside", async () => {
    const old = NOW - WEBHOOK_MAX_AGE_MS - 1000;
    const stale = await checkWebhook({ headers: await signed(body, old), rawBody: body, secret: SECRET, replay: new ReplayGuard(), now: NOW });
    expect(stale).toEqual({ ok: false, status: 401, message: "Stale call refused: signed too long ago" });
    const future = await checkWebhook({
      headers: await signed(body, NOW + WEBHOOK_MAX_AGE_MS + 1000),
      rawBody: body,
      secret: SECRET,
      replay: new ReplayGuard(),
      now: NOW,
    });
    expect(future).toMatchObject({ ok: false, status: 401 });
    const recent = await checkWebhook({
      headers: await signed(body, NOW - WEBHOOK_MAX_AGE_MS + 1000),
      rawBody: body,
      secret: SECRET,
      replay: new ReplayGuard(),
      now: NOW,
    });
    expect(recent.ok).toBe(true);
  });

  it("refuses a replayed delivery (same idempotency key), even re-signed; another key passes", async () => {
    const replay = new ReplayGuard();
    expect((await checkWebhook({ headers: await signed(), rawBody: body, secret: SECRET, replay, now: NOW })).ok).toBe(true);
    const again = await checkWebhook({ headers: await signed(body, NOW + 10), rawBody: body, secret: SECRET, replay, now: NOW + 20 });
    expect(again).toEqual({ ok: false, status: 409, message: "Replayed call refused: this delivery was received already" });
    const other = await checkWebhook({ headers: await signed(body, NOW, SECRET, "delivery-2"), rawBody: body, secret: SECRET, replay, now: NOW + 30 });
    expect(other.ok).toBe(true);
  });

  it("without an idempotency key, the same signed call twice is a replay", async () => {
    const replay = new ReplayGuard();
    const headers = { [SIGNATURE_HEADER_NAME]: await encodeSignatureHeader(body, NOW, SECRET) };
    expect((await checkWebhook({ headers, rawBody: body, secret: SECRET, replay, now: NOW })).ok).toBe(true);
    expect(await checkWebhook({ headers, rawBody: body, secret: SECRET, replay, now: NOW + 5 })).toMatchObject({ ok: false, status: 409 });
  });

  it("a call refused for its signature does not use up its key", async () => {
    const replay = new ReplayGuard();
    await checkWebhook({ headers: await signed(body, NOW, "another"), rawBody: body, secret: SECRET, replay, now: NOW });
    expect((await checkWebhook({ headers: await signed(), rawBody: body, secret: SECRET, replay, now: NOW })).ok).toBe(true);
  });

  it("names the published document for a draft id and refuses a body without one", async () => {
    const draft = JSON.stringify({ _id: "drafts.help-en-dns", _type: "helpArticle" });
    const result = await checkWebhook({ headers: await signed(draft), rawBody: draft, secret: SECRET, replay: new ReplayGuard(), now: NOW });
    expect(result).toMatchObject({ ok: true, event: { documentId: "help-en-dns", operation: "update" } });
    const empty = JSON.stringify({ _type: "helpArticle" });
    expect(await checkWebhook({ headers: await signed(empty), rawBody: empty, secret: SECRET, replay: new ReplayGuard(), now: NOW })).toMatchObject({
      ok: false,
      status: 400,
    });
  });
});
