import {
  browserSupportsWebAuthn,
  startAuthentication,
  startRegistration,
  type PublicKeyCredentialCreationOptionsJSON,
  type PublicKeyCredentialRequestOptionsJSON,
} from "@simplewebauthn/browser";

/**
 * The browser's side of a passkey (WebAuthn): the server's options in, the signed credential out, through
 * @simplewebauthn/browser. A failure is a reason the screens have a text for; none of them is thrown.
 */
export type PasskeyFailure = "cancelled" | "exists" | "unsupported" | "failed";
export type PasskeyResult = { ok: true; credential: unknown } | { ok: false; reason: PasskeyFailure };

/** NotAllowedError is what the browser says when the customer closes its dialog or it times out (and AbortError when aborted). */
export function failureOf(error: unknown): PasskeyFailure {
  const name = error instanceof Error ? error.name : "";
  if (name === "NotAllowedError" || name === "AbortError") return "cancelled";
  if (name === "InvalidStateError") return "exists";
  if (name === "NotSupportedError" || name === "SecurityError") return "unsupported";
  return "failed";
}

async function run(ceremony: () => Promise<unknown>): Promise<PasskeyResult> {
  if (!browserSupportsWebAuthn()) return { ok: false, reason: "unsupported" };
  try {
    return { ok: true, credential: await ceremony() };
  } catch (error) {
    return { ok: false, reason: failureOf(error) };
  }
}

export const createPasskey = (publicKey: Record<string, unknown>) =>
  run(() => startRegistration({ optionsJSON: publicKey as unknown as PublicKeyCredentialCreationOptionsJSON }));

export const signWithPasskey = (publicKey: Record<string, unknown>) =>
  run(() => startAuthentication({ optionsJSON: publicKey as unknown as PublicKeyCredentialRequestOptionsJSON }));

/** The catalogue key of a failure's text (auth namespace). */
export const passkeyFailureKey = (reason: PasskeyFailure) => `auth:passkey.${reason}`;
