import { createHash } from "node:crypto";
import { existsSync, readFileSync } from "node:fs";
import { OPENAPI_PATH, SHARED_OPENAPI_PATH } from "./allauth-openapi";

// The copy is allauth 65.16.x's openapi.yaml, byte for byte (allauth/SOURCE.md).
const ALLAUTH_65_16_OPENAPI_SHA256 = "4a8e967e8a9eb8b3a2427b94d0e4e441f22ce0494cf6e31579349891a9472e48";

it("the allauth contract the tests read is the release's openapi.yaml, and the shared folder's where it is beside the checkout", () => {
  const copy = readFileSync(OPENAPI_PATH);
  expect(createHash("sha256").update(copy).digest("hex")).toBe(ALLAUTH_65_16_OPENAPI_SHA256);
  if (existsSync(SHARED_OPENAPI_PATH)) expect(readFileSync(SHARED_OPENAPI_PATH).equals(copy)).toBe(true);
});
