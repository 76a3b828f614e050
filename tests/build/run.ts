import { spawn } from "node:child_process";
import path from "node:path";

export const root = path.resolve(__dirname, "../..");

export type RunResult = { code: number | null; output: string; ms: number };

/** Runs a project command on this Node (Node 24 under npm scripts) and collects its output. */
export function run(args: string[], env: NodeJS.ProcessEnv = {}, cwd = root): Promise<RunResult> {
  const started = Date.now();
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, { cwd, env: { ...process.env, GATSBY_TELEMETRY_DISABLED: "1", CI: "true", ...env }, stdio: ["ignore", "pipe", "pipe"] });
    let output = "";
    child.stdout.on("data", (d: Buffer) => (output += d.toString()));
    child.stderr.on("data", (d: Buffer) => (output += d.toString()));
    child.on("error", reject);
    child.on("close", (code) => resolve({ code, output, ms: Date.now() - started }));
  });
}

export const gatsbyBin = path.join(root, "node_modules/gatsby/cli.js");
export const sanityBin = path.join(root, "node_modules/sanity/bin/sanity");
