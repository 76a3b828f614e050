import { spawn } from "node:child_process";

export type RunResult = { code: number | null; output: string; ms: number };

export function run(args: string[], env: NodeJS.ProcessEnv = {}, cwd = process.cwd()): Promise<RunResult> {
  const started = Date.now();
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, {
      cwd,
      env: { ...process.env, GATSBY_TELEMETRY_DISABLED: "1", CI: "true", ...env },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let output = "";
    child.stdout.on("data", (d: Buffer) => (output += d.toString()));
    child.stderr.on("data", (d: Buffer) => (output += d.toString()));
    child.on("error", reject);
    child.on("close", (code) => resolve({ code, output, ms: Date.now() - started }));
  });
}

export const gatsby = (args: string[], env: NodeJS.ProcessEnv = {}) => run([require.resolve("gatsby/cli.js"), ...args], env);
