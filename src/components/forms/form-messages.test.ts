import { z } from "zod";
import type { TFunction } from "i18next";
import { catalogueErrorMap, failureMessage, joinFieldErrors } from "./form-messages";

// A stand-in translator: returns the key, with count when given, so tests see which message was chosen.
const t = ((key: string, opts?: { count?: number }) => (opts?.count !== undefined ? `${key}:${opts.count}` : key)) as unknown as TFunction;

describe("catalogue messages (spec §8)", () => {
  it("429 shows the server's detail, or the catalogue's when there is none", () => {
    expect(failureMessage({ ok: false, kind: "rate-limited", message: null }, t)).toBe("errors:tooManyAttempts");
    expect(failureMessage({ ok: false, kind: "rate-limited", message: "Too many attempts, please try again later." }, t)).toBe("errors:tooManyAttempts");
    expect(failureMessage({ ok: false, kind: "rate-limited", message: "Wait 30 seconds." }, t)).toBe("Wait 30 seconds.");
    expect(failureMessage({ ok: false, kind: "generic" }, t)).toBe("errors:generic");
    expect(failureMessage({ ok: false, kind: "network" }, t)).toBe("errors:requestFailed");
  });

  it("joins field errors into one message, translating the ones the catalogue knows", () => {
    expect(joinFieldErrors({ email: ["Enter a valid email address"], page_url: ["This field is required", "Too long."] }, t)).toBe(
      "errors:invalidEmail errors:fieldRequired Too long.",
    );
    expect(joinFieldErrors({}, t)).toBe("errors:generic");
  });

  it("maps zod issues of the API schemas to catalogue messages", () => {
    const schema = z.object({ email: z.string().email(), name: z.string().trim().min(1), text: z.string().min(20), kind: z.enum(["a", "b"]) });
    const result = schema.safeParse({ email: "nope", name: "  ", text: "short", kind: "c" }, { error: catalogueErrorMap(t) });
    const messages = Object.fromEntries(result.error!.issues.map((i) => [i.path[0], i.message]));
    expect(messages).toEqual({ email: "errors:invalidEmail", name: "errors:fieldRequired", text: "forms.tooShort:20", kind: "forms.invalidChoice" });
    const empty = schema.safeParse({ email: "", name: "", text: "", kind: "" }, { error: catalogueErrorMap(t) });
    expect(Object.fromEntries(empty.error!.issues.map((i) => [i.path[0], i.message]))).toEqual({
      email: "errors:fieldRequired",
      name: "errors:fieldRequired",
      text: "errors:fieldRequired",
      kind: "forms.invalidChoice",
    });
  });
});
