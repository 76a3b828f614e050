// Runs the site's build as a child process into a given folder, keeping the output's last lines for the status
// endpoint and the whole output in a log file beside the build.
import { spawn } from "node:child_process";
import { createWriteStream } from "node:fs";

/** Lines of the build's output kept for the status endpoint. */
export const LOG_TAIL_LINES = 30;

/**
 * The default: Gatsby builds into public/ (its fixed output folder, where its cache expects it), and the result is
 * copied into the build's own folder, which nothing writes again. The dataset is the build's own: SANITY_PROJECT_ID
 * and friends (production) or the embedded dataset (offline).
 */
export const DEFAULT_BUILD_COMMAND = 'npm run build && cp -a public/. "$PUBLISH_BUILD_DIR/"';

export class BuildError extends Error {
  constructor(
    message: string,
    readonly logTail: string,
  ) {
    super(message);
  }
}

export type BuildRun = {
  id: string;
  dir: string;
  logFile: string;
  /** Added to the build's environment (a preview's perspective). */ env?: Record<string, string>;
};

export type BuildRunner = (run: BuildRun) => Promise<void>;

/** The last `lines` lines of a text. */
export function tailOf(text: string, lines = LOG_TAIL_LINES): string {
  return text.replace(/\n+$/, "").split("\n").slice(-lines).join("\n");
}

export function commandRunner(command: string, cwd: string, env: NodeJS.ProcessEnv = process.env): BuildRunner {
  return ({ id, dir, logFile, env: extra }) =>
    new Promise((resolve, reject) => {
      const log = createWriteStream(logFile);
      let recent = "";
      const keep = (chunk: Buffer) => {
        log.write(chunk);
        // Enough of the end of the output for the tail, without holding the whole log.
        recent = (recent + chunk.toString("utf8")).slice(-16_000);
      };
      const child = spawn("sh", ["-c", command], {
        cwd,
        env: { ...env, ...extra, PUBLISH_BUILD_DIR: dir, PUBLISH_BUILD_ID: id },
        stdio: ["ignore", "pipe", "pipe"],
      });
      child.stdout.on("data", keep);
      child.stderr.on("data", keep);
      child.on("error", (error) => {
        log.end();
        reject(new BuildError(error.message, tailOf(recent)));
      });
      child.on("close", (code, signal) => {
        log.end();
        if (code === 0) resolve();
        else reject(new BuildError(signal ? `the build was stopped (${signal})` : `the build failed (exit code ${code})`, tailOf(recent)));
      });
    });
}
