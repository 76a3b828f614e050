import { ApiError, type ApiErrorInit } from "../http/errors";
import { classifyGraphqlError } from "./errors";

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
