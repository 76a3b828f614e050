import { spawn, spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { nginxTestConfig } from "./nginx-config";

// The browser tests' real host (Playwright's "nginx" project): Debian's nginx with the build's
// generated config (deploy/nginx-site.conf) in front of public/ and of the test server, started as an
// ordinary process. `npm test` ensures nginx first (scripts/ensure-nginx.sh).
const port = Number(process.env.NGINX_PORT);
const upstream = process.env.NGINX_UPSTREAM;
const nginx = process.env.NGINX_PATH ?? "/usr/sbin/nginx";
if (!port || !upstream) throw new Error("NGINX_PORT and NGINX_UPSTREAM must be set (playwright.config.ts does)");
if (!existsSync(nginx)) {
  console.error(`No nginx at ${nginx}. Install Debian's package as root: apt-get update && apt-get install -y nginx-light (or set NGINX_PATH).`);
  process.exit(1);
}
// The build the browser tests read: their snapshot of it (E2E_BUILT_DIR, decision 220), else the project's.
const built = path.resolve(process.env.E2E_BUILT_DIR || ".");
const siteConf = path.join(built, "deploy/nginx-site.conf");
if (!existsSync(siteConf)) {
  console.error(`No ${siteConf}: run \`npm run build\` first.`);
  process.exit(1);
}

const workDir = path.join(os.tmpdir(), `hostward-nginx-${port}`);
rmSync(workDir, { recursive: true, force: true });
mkdirSync(workDir, { recursive: true });
const ipv6 = existsSync("/proc/net/if_inet6") && /^0{31}1 .* lo$/m.test(readFileSync("/proc/net/if_inet6", "utf8"));
const confFile = path.join(workDir, "nginx.conf");
writeFileSync(
  confFile,
  nginxTestConfig({ port, upstream, publicDir: path.join(built, "public"), siteConf, workDir, ipv6, user: process.getuid?.() === 0 ? "root" : undefined }),
);

const args = ["-c", confFile, "-p", workDir, "-e", path.join(workDir, "error.log")];
const check = spawnSync(nginx, [...args, "-t", "-q"], { encoding: "utf8" });
if (check.status !== 0) {
  console.error(`nginx refused the generated config:\n${check.stderr}`);
  process.exit(1);
}
const child = spawn(nginx, [...args, "-g", "daemon off;"], { stdio: "inherit" });
const stop = () => child.kill("SIGQUIT");
process.on("SIGTERM", stop);
process.on("SIGINT", stop);
child.on("exit", (code, signal) => {
  if (code) console.error(readFileSync(path.join(workDir, "error.log"), "utf8").split("\n").slice(-20).join("\n"));
  process.exit(code ?? (signal ? 0 : 1));
});
