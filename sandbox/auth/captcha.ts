import type { SandboxContext } from "../context";
import type { AllauthError } from "./envelopes";

/** The site key the recaptcha context call hands out (spec §7); the client's local check signs tokens with it. */
export const RECAPTCHA_PUBLIC_KEY = "6Lc-sandbox-public-key-000000000000000000";

/**
 * The sandbox's stand-in for reCAPTCHA's siteverify (docs/decisions/006-captcha-token.md, 007): a token is
 * `sandbox-captcha.<site key>.<nonce>` and, like a real reCAPTCHA token, it is good for one check only
 * ("timeout-or-duplicate"). A form that sends the field must send a valid one. A call without the field
 * is not checked: the checkout's purchase signup has no captcha (decision 007).
 */
const used = new WeakMap<SandboxContext, Set<string>>();

export const CAPTCHA_ERROR: AllauthError = { code: "invalid_captcha", param: "captcha", message: "Incorrect captcha entered, try again." };

export function checkCaptcha(ctx: SandboxContext, body: Record<string, unknown>): AllauthError | null {
  if (!("captcha" in body)) return null;
  const token = body.captcha;
  const prefix = `sandbox-captcha.${RECAPTCHA_PUBLIC_KEY}.`;
  if (typeof token !== "string" || !token.startsWith(prefix) || token.length === prefix.length) return CAPTCHA_ERROR;
  let seen = used.get(ctx);
  if (!seen) used.set(ctx, (seen = new Set()));
  if (seen.has(token)) return CAPTCHA_ERROR;
  seen.add(token);
  return null;
}
