import { spawn } from "node:child_process";
import path from "node:path";

export const root = path.resolve(__dirname, "../..");

export type RunResult = { code: number | null; output: string; ms: number };

/**
 * The environment of a build test's command: this process's, CI set (plain progress output), and the test's own
 * variables. No GATSBY_* variable is added: Gatsby defines every GATSBY_* name in both webpack bundles and the
 * islands bundle keys on them, so one name more than `npm run build` has would throw away the caches the two
 * builds of `npm test` share (decision 208). Gatsby 5 has no telemetry to turn off.
 */
export const commandEnv = (env: NodeJS.ProcessEnv = {}): NodeJS.ProcessEnv => ({ ...process.env, CI: "true", ...env });

/** Runs a project command on this Node (Node 24 under npm scripts) and collects its output. */
export function run(args: string[], env: NodeJS.ProcessEnv = {}, cwd = root): Promise<RunResult> {
  const started = Date.now();
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, {
      cwd,
      env: commandEnv(env),
      stdio: ["ignore", "pipe", "pipe"],
    });
    let output = "";
    child.stdout.on("data", (d: Buffer) => (output += d.toString()));
    child.stderr.on("data", (d: Buffer) => (output += d.toString()));
    child.on("error", reject);
    child.on("close", (code) => resolve({ code, output, ms: Date.now() - started }));
  });
}

export const gatsbyBin = path.join(root, "node_modules/gatsby/cli.js");
export const sanityBin = path.join(root, "node_modules/sanity/bin/sanity");

/** Starts `npm run serve`'s server (built site + in-memory sandbox) on a port; resolves once it listens. */
export function serveBuiltSite(port: number): Promise<{ url: string; stop: () => void }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [path.join(root, "node_modules/tsx/dist/cli.mjs"), "scripts/serve.ts"], {
      cwd: root,
      env: { ...process.env, PORT: String(port), HOST: "127.0.0.1", SANDBOX_DB: ":memory:" },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let output = "";
    const onData = (d: Buffer) => {
      output += d.toString();
      if (output.includes(`http://localhost:${port}/`)) resolve({ url: `http://127.0.0.1:${port}`, stop: () => child.kill() });
    };
    child.stdout.on("data", onData);
    child.stderr.on("data", onData);
    child.on("exit", (code) => reject(new Error(`serve exited with ${code}: ${output}`)));
  });
}
