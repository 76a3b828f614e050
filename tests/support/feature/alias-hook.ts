import Module from "node:module";
import path from "node:path";

/**
 * The import aliases of tsconfig.json (decision 179) for code Node requires outside Jest's module registry: a
 * test environment is loaded that way, so Jest's moduleNameMapper does not reach the sandbox it starts.
 * Imported first by the environment, before the sandbox.
 */
const ROOT = path.resolve(__dirname, "../../..");
const ALIASES: ReadonlyArray<readonly [prefix: string, folder: string]> = [
  ["@/", "src"],
  ["@sandbox/", "sandbox"],
];

type ResolveFilename = (this: unknown, request: string, ...rest: unknown[]) => string;
const loader = Module as unknown as { _resolveFilename: ResolveFilename };
const resolve = loader._resolveFilename;
loader._resolveFilename = function (this: unknown, request: string, ...rest: unknown[]): string {
  const alias = ALIASES.find(([prefix]) => request.startsWith(prefix));
  const target = alias ? path.join(ROOT, alias[1], request.slice(alias[0].length)) : request;
  return resolve.call(this, target, ...rest);
};
