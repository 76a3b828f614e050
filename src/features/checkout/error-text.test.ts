import { ApiError } from "../../api-client/payment";
import { checkoutErrorText } from "./error-text";

const t = (key: string) => `<${key}>`;

describe("checkoutErrorText", () => {
  it("network, malformed, 5xx and 401 read as catalogue texts", () => {
    expect(checkoutErrorText(new ApiError(0, "Failed to fetch", "NETWORK", null), t)).toBe("<checkout:errors.requestFailed>");
    expect(checkoutErrorText(new ApiError(500, "Malformed answer from /x", "MALFORMED", "<h1>"), t)).toBe("<checkout:errors.generic>");
    expect(checkoutErrorText(new ApiError(500, "Internal Server Error", undefined, null), t)).toBe("<checkout:errors.generic>");
    expect(checkoutErrorText(new ApiError(401, "Authentication credentials were not provided.", undefined, { detail: "x" }), t)).toBe("<checkout:errors.generic>");
    expect(checkoutErrorText(new Error("boom"), t)).toBe("<checkout:errors.generic>");
  });
  it("429 shows its detail, else the catalogue text; a 4xx shows the server's own message", () => {
    expect(checkoutErrorText(new ApiError(429, "Slow down", undefined, { detail: "Slow down" }), t)).toBe("Slow down");
    expect(checkoutErrorText(new ApiError(429, "Too Many Requests", undefined, null), t)).toBe("<checkout:errors.tooManyAttempts>");
    expect(checkoutErrorText(new ApiError(400, "Unknown promo code", "invalid", { detail: "Unknown promo code" }), t)).toBe("Unknown promo code");
  });
});
