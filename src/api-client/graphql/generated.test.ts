import { execFileSync } from "node:child_process";
import path from "node:path";

// The typed documents in ./generated must match the schema and the documents beside the features:
// `npm run codegen` after changing either. `--check` exits non-zero when a file would change.
it("generated GraphQL types are up to date (npm run codegen)", () => {
  const root = path.resolve(__dirname, "../../..");
  const cli = path.join(root, "node_modules/@graphql-codegen/cli/esm/bin.js");
  let output = "";
  let failed = false;
  try {
    output = execFileSync(process.execPath, [cli, "--config", "codegen.ts", "--check"], { cwd: root, encoding: "utf8", stdio: "pipe" });
  } catch (error) {
    failed = true;
    const e = error as { stdout?: string; stderr?: string };
    output = `${e.stdout ?? ""}${e.stderr ?? ""}`;
  }
  expect({ failed, output: failed ? output : "" }).toEqual({ failed: false, output: "" });
}, 60_000);
