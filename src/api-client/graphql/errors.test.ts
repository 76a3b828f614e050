import { ApiError, type ApiErrorInit } from "../http/errors";
import { ServerError } from "@apollo/client/errors";
import { classifyGraphqlError, rateLimitText } from "./errors";

// The account screens make a few REST calls through the shared client; their typed errors get the same
// kinds as a GraphQL failure, so one toast text (ui/failure.tsx) serves both.
const apiError = (init: Partial<ApiErrorInit>) =>
  new ApiError({
    kind: "http",
    method: "POST",
    path: "/my/api/x/",
    status: 500,
    key: "errors:generic",
    serverMessage: null,
    code: null,
    fieldErrors: {},
    silent: false,
    ignored: false,
    body: null,
    ...init,
  });

describe("classifyGraphqlError of the shared client's ApiError", () => {
  it("keeps the failure kind: no answer, malformed, 401", () => {
    expect(classifyGraphqlError(apiError({ kind: "network", status: null }))).toEqual({ kind: "network" });
    expect(classifyGraphqlError(apiError({ kind: "invalid-response", status: 200 }))).toEqual({ kind: "malformed" });
    expect(classifyGraphqlError(apiError({ kind: "unauthorized", status: 401 }))).toEqual({ kind: "unauthenticated" });
  });

  it("a 400 with field errors is input; 403, 404 and 409 keep the server's text", () => {
    expect(classifyGraphqlError(apiError({ status: 400, serverMessage: "Too long", fieldErrors: { name: ["Too long"] } }))).toEqual({
      kind: "input",
      message: "Too long",
      fields: { name: ["Too long"] },
    });
    expect(classifyGraphqlError(apiError({ status: 403, serverMessage: "Owner only." }))).toEqual({ kind: "forbidden", message: "Owner only." });
    expect(classifyGraphqlError(apiError({ status: 404, serverMessage: "No such invoice." }))).toEqual({ kind: "not-found", message: "No such invoice." });
    expect(classifyGraphqlError(apiError({ status: 409, serverMessage: "Already paid." }))).toEqual({ kind: "conflict", message: "Already paid." });
  });

  it("a 5xx never shows its text; a 429 carries its detail for the toast", () => {
    expect(classifyGraphqlError(apiError({ status: 502, serverMessage: "Traceback (most recent call last)" }))).toEqual({ kind: "server", message: "" });
    expect(classifyGraphqlError(apiError({ kind: "rate-limited", status: 429, key: "errors:tooManyAttempts", serverMessage: "Slow down." }))).toEqual({
      kind: "server",
      message: "Slow down.",
    });
  });
});

describe("rateLimitText (spec §8: a 429 shows the server's text, else the catalogue's)", () => {
  const answered = (status: number, bodyText: string) => new ServerError("Response not successful", { response: new Response(bodyText, { status }), bodyText });

  it("reads a throttled GraphQL call's detail, or its first error, or gives null for the catalogue text", () => {
    expect(rateLimitText(answered(429, '{"detail":"Request was throttled. Expected available in 30 seconds."}'))).toBe(
      "Request was throttled. Expected available in 30 seconds.",
    );
    expect(rateLimitText(answered(429, '{"errors":[{"message":"Slow down."}]}'))).toBe("Slow down.");
    expect(rateLimitText(answered(429, "<html>Too Many Requests</html>"))).toBeNull();
    expect(rateLimitText(answered(429, "{}"))).toBeNull();
  });

  it("reads a throttled REST call the same way, and nothing from other failures", () => {
    expect(rateLimitText(apiError({ kind: "rate-limited", status: 429, key: "errors:tooManyAttempts", serverMessage: "Slow down." }))).toBe("Slow down.");
    expect(rateLimitText(apiError({ kind: "rate-limited", status: 429, key: "errors:tooManyAttempts" }))).toBeNull();
    expect(rateLimitText(answered(503, '{"detail":"Maintenance"}'))).toBeUndefined();
    expect(rateLimitText(apiError({ status: 500 }))).toBeUndefined();
    expect(rateLimitText(new TypeError("Failed to fetch"))).toBeUndefined();
  });
});
