import { readFileSync } from "node:fs";
import path from "node:path";
import Ajv, { type ValidateFunction } from "ajv";
import addFormats from "ajv-formats";
import YAML from "yaml";

/**
 * The allauth contract: an unchanged copy (allauth/SOURCE.md) of the shared folder's, so that a clone anywhere runs
 * the contract tests; `openapi-copy.test.ts` keeps the copy equal to the shared one.
 */
export const OPENAPI_PATH = path.resolve(__dirname, "allauth/openapi.yaml");
/** The shared folder's contract beside the checkout, where the project's machines have it. */
export const SHARED_OPENAPI_PATH = path.resolve(__dirname, "../../../shared/contracts/allauth/openapi.yaml");
const MOUNT = "/auth/_allauth/browser/v1";
const ID = "allauth-openapi";

type Json = Record<string, unknown>;

export class AllauthContract {
  private readonly doc: Json;
  private readonly ajv: Ajv;
  private readonly cache = new Map<string, ValidateFunction>();
  readonly checked: string[] = [];

  constructor() {
    const doc = YAML.parse(readFileSync(OPENAPI_PATH, "utf8")) as Json;
    delete doc.info; // holds a $ref to a markdown file, not a schema
    // The spec's Flow enum lacks flow ids the implementation sends (SUMMARY.md §0 lists them; the code wins).
    const flowId = ((doc.components as Json).schemas as Record<string, { properties: { id: { enum: string[] } } }>).Flow!.properties.id;
    flowId.enum = [...new Set([...flowId.enum, "mfa_trust", "mfa_login_webauthn", "mfa_signup_webauthn", "password_reset_by_code"])];
    // OpenAPI 3.0's `nullable` beside a $ref (a timestamp or null), which ajv cannot read: the same rule spelled out.
    ((doc.components as Json).schemas as Record<string, unknown>).OptionalTimestamp = { type: ["number", "null"] };
    // A password reauthentication ({method: "password", at, reauthenticated: true}, as allauth records it) fits
    // both the login and the reauthentication variants of AuthenticationMethod, so `oneOf` could never pass:
    // read as `anyOf`, which still rejects an entry that fits no variant.
    const method = ((doc.components as Json).schemas as Record<string, Json>).AuthenticationMethod!;
    method.anyOf = method.oneOf;
    delete method.oneOf;
    this.doc = doc;
    this.ajv = new Ajv({ strict: false, allErrors: true, validateSchema: false });
    addFormats(this.ajv);
    this.ajv.addSchema({ ...doc, $id: ID });
  }

  private operation(sandboxPath: string, method: string): { key: string; op: Json } | null {
    const rest = sandboxPath.split("?")[0]!.slice(MOUNT.length);
    const paths = this.doc.paths as Record<string, Json>;
    // one-step-signup is this site's addition: it answers like signup.
    const suffix = rest === "/auth/one-step-signup" ? "/auth/signup" : rest;
    for (const key of [`/_allauth/browser/v1${suffix}`, `/_allauth/{client}/v1${suffix}`]) {
      const op = paths[key]?.[method.toLowerCase()] as Json | undefined;
      if (op) return { key, op };
    }
    return null;
  }

  /** JSON pointer (URI-fragment encoded) of the response schema for that status. */
  private pointer(sandboxPath: string, method: string, status: number): string {
    const found = this.operation(sandboxPath, method);
    if (!found) throw new Error(`No ${method} ${sandboxPath} in the allauth OpenAPI document`);
    const enc = (s: string) => encodeURIComponent(s.replace(/~/g, "~0").replace(/\//g, "~1"));
    const responses = found.op.responses as Record<string, Json>;
    let response = responses[String(status)];
    let base = `#/paths/${enc(found.key)}/${method.toLowerCase()}/responses/${status}`;
    if (!response) {
      // allauth answers any invalid input with the 400 error envelope, listed or not (SUMMARY.md §0).
      if (status === 400) return "#/components/schemas/ErrorResponse";
      // Answers the code gives that the spec does not list: regenerating recovery codes answers like listing them
      // (allauth/headless/mfa/views.py ManageRecoveryCodesView.post: respond_recovery_codes_active).
      // Changing or removing an address asks for a recent authentication like adding one does (ACCOUNT_REAUTHENTICATION_REQUIRED:
      // allauth/account/internal/flows/manage_email.py calls raise_if_reauthentication_required in all three).
      const unlisted: Record<string, string> = {
        "POST /account/authenticators/recovery-codes 200": "RecoveryCodes",
        "PATCH /account/email 401": "ReauthenticationRequired",
        "DELETE /account/email 401": "ReauthenticationRequired",
      };
      const known = unlisted[`${method.toUpperCase()} ${sandboxPath.split("?")[0]!.slice(MOUNT.length)} ${status}`];
      if (known) response = { $ref: `#/components/responses/${known}` };
    }
    if (!response) {
      // Statuses allauth sends on every endpoint without listing them there (SUMMARY.md §0).
      const generic: Record<number, string> = { 403: "Forbidden", 429: "TooManyRequests" };
      const name = generic[status];
      if (!name) throw new Error(`${method} ${sandboxPath}: status ${status} is not in the contract`);
      response = { $ref: `#/components/responses/${name}` };
    }
    if (typeof response.$ref === "string") {
      base = response.$ref;
      const name = response.$ref.split("/").pop()!;
      response = ((this.doc.components as Json).responses as Record<string, Json>)[name]!;
    }
    if (!(response.content as Json | undefined)?.["application/json"]) throw new Error(`${method} ${sandboxPath} ${status}: no JSON body in the contract`);
    return `${base}/content/${enc("application/json")}/schema`;
  }

  /** Throws with the ajv errors when the body does not match the contract. */
  validate(method: string, sandboxPath: string, status: number, body: unknown): void {
    const ptr = this.pointer(sandboxPath, method, status);
    let fn = this.cache.get(ptr);
    if (!fn) {
      fn = this.ajv.compile({ $ref: `${ID}${ptr}` });
      this.cache.set(ptr, fn);
    }
    if (!fn(body)) {
      throw new Error(`${method} ${sandboxPath} ${status} breaks the allauth contract: ${this.ajv.errorsText(fn.errors)}\n${JSON.stringify(body)}`);
    }
    this.checked.push(`${method} ${sandboxPath.split("?")[0]} ${status}`);
  }
}
