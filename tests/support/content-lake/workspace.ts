// What the studio's browser test builds before it runs (decision 210), outside the worktree so that no linter or
// test walks it: the studio built for the stand-in, and the publish service's builds. The site itself is built in the
// project (decision 220: Gatsby's incremental build from the `.cache/` of `npm run build`), its outputs set aside
// meanwhile (scripts/e2e-built-output.ts).
import { execFileSync, spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";

/** This worktree's folder for the test's builds: the same path on every run, so the caches in it stay warm. */
export function studioTestDir(root: string): string {
  return path.join(os.tmpdir(), `studio-e2e-${createHash("sha256").update(root).digest("hex").slice(0, 10)}`);
}

/** The project's files (tracked and new, not ignored), relative to the root. */
function projectFiles(root: string): string[] {
  return execFileSync("git", ["ls-files", "-co", "--exclude-standard", "-z"], { cwd: root, encoding: "utf8", maxBuffer: 64 * 1024 * 1024 })
    .split("\0")
    .filter((file) => file && existsSync(path.join(root, file)));
}

/** The newest change under the studio's and the schemas' sources: a studio build older than it is built again. */
function newestSource(root: string, files: string[]): number {
  return Math.max(
    ...files.filter((f) => /^(studio|schemas|src\/lib)\//.test(f) && !f.startsWith("studio/seed/")).map((f) => statSync(path.join(root, f)).mtimeMs),
  );
}

/**
 * `sanity build` with the test's settings into `outDir`, unless a build with the same settings is newer than every
 * source. Returns the seconds it took (0: reused).
 */
export function buildStudioForTest(root: string, outDir: string, env: Record<string, string>): number {
  const stamp = path.join(outDir, ".stand-in-build.json");
  const settings = JSON.stringify(env);
  const files = projectFiles(root);
  if (existsSync(stamp) && readFileSync(stamp, "utf8") === settings && statSync(stamp).mtimeMs > newestSource(root, files)) return 0;
  const started = Date.now();
  const result = spawnSync("npx", ["sanity", "build", outDir, "--yes"], {
    cwd: path.join(root, "studio"),
    env: { ...process.env, ...env },
    encoding: "utf8",
    // A bound: minutes on the loaded machine, never for ever.
    timeout: 10 * 60_000,
    killSignal: "SIGKILL",
  });
  if (result.status !== 0) throw new Error(`sanity build failed:\n${result.stdout}\n${result.stderr}`);
  writeFileSync(stamp, settings);
  return (Date.now() - started) / 1000;
}

/** A self-signed certificate for localhost and its subdomains (the browser is told to accept it), made once. */
export function standInTls(dir: string): { key: string; cert: string } {
  const key = path.join(dir, "tls-key.pem");
  const cert = path.join(dir, "tls-cert.pem");
  if (!existsSync(cert)) {
    mkdirSync(dir, { recursive: true });
    execFileSync(
      "openssl",
      [
        "req",
        "-x509",
        "-newkey",
        "ec",
        "-pkeyopt",
        "ec_paramgen_curve:prime256v1",
        "-nodes",
        "-days",
        "3650",
        "-subj",
        "/CN=localhost",
        "-addext",
        "subjectAltName=DNS:localhost,DNS:*.localhost",
        "-keyout",
        key,
        "-out",
        cert,
      ],
      { stdio: "ignore", timeout: 60_000 },
    );
  }
  return { key: readFileSync(key, "utf8"), cert: readFileSync(cert, "utf8") };
}
