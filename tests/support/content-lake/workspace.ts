// What the studio's browser test builds before it runs (decision 210), outside the worktree so that no linter or
// test walks it: the studio built for the stand-in, and a copy of the project in which the publish service builds
// the site. The copy keeps its own Gatsby `.cache/` and `public/` between runs, so a publish is Gatsby's incremental
// build (decisions 196, 197) once the copy has built once, and the worktree's `public/`, which the other browser
// tests serve, is never rebuilt under them.
import { execFileSync, spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import { cpSync, existsSync, mkdirSync, readFileSync, statSync, symlinkSync, writeFileSync } from "node:fs";
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
  const result = spawnSync("npx", ["sanity", "build", outDir, "--yes"], { cwd: path.join(root, "studio"), env: { ...process.env, ...env }, encoding: "utf8" });
  if (result.status !== 0) throw new Error(`sanity build failed:\n${result.stdout}\n${result.stderr}`);
  writeFileSync(stamp, settings);
  return (Date.now() - started) / 1000;
}

/**
 * The copy of the project the publish service builds in: its files brought up to date (a file is copied when its
 * size or time differs, with its time kept, so webpack's cache sees unchanged files as unchanged), node_modules
 * linked.
 */
export function prepareBuildProject(root: string, dir: string): void {
  mkdirSync(dir, { recursive: true });
  for (const file of projectFiles(root)) {
    const from = path.join(root, file);
    const to = path.join(dir, file);
    const source = statSync(from);
    if (existsSync(to)) {
      const copy = statSync(to);
      if (copy.size === source.size && Math.abs(copy.mtimeMs - source.mtimeMs) < 1) continue;
    }
    cpSync(from, to, { preserveTimestamps: true, force: true });
  }
  if (!existsSync(path.join(dir, "node_modules"))) symlinkSync(path.join(root, "node_modules"), path.join(dir, "node_modules"));
  // Its `.cache/` is its own: Gatsby's cache holds absolute paths (a copy of the worktree's made the static queries
  // of every component "not found"), so the copy's first build is a cold one, and later ones are incremental.
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
      { stdio: "ignore" },
    );
  }
  return { key: readFileSync(key, "utf8"), cert: readFileSync(cert, "utf8") };
}
