import { defineConfig } from "@playwright/test";
import { CHROMIUM_ARGS, TEST_CHROMIUM_PATH } from "./scripts/chromium";
import { e2eBuiltDir } from "./scripts/e2e-built-output";

// End-to-end tests run against the built site (`npm run build` first) and the sandbox, served by the
// same server as `npm start`, on its own port and with a fresh in-memory sandbox database.
const port = Number(process.env.E2E_PORT ?? 8100);
export const baseURL = `http://localhost:${port}`;
// The "nginx" project: Debian's nginx with the build's generated config in front of public/ and of the
// same server (scripts/nginx-e2e.ts), i.e. the site deployed as an operator would.
const nginxPort = Number(process.env.NGINX_E2E_PORT ?? port + 50);
export const nginxURL = `http://localhost:${nginxPort}`;
// What the tests serve and read of the build is a snapshot of it taken before the servers start (decision 220,
// scripts/e2e-snapshot.ts): the studio's publish test builds in the project itself, its `.cache/` warm from
// `npm run build`. Set here, so the servers and the workers see it.
process.env.E2E_BUILT_DIR = e2eBuiltDir(__dirname, port);
const NGINX_SPECS = /\/nginx-[\w-]+\.spec\.ts$/;
// Specs that change a setting every other test relies on (the staff's chat status is one value of the shared
// sandbox): they run after the "site" project, so no parallel site test sees the staff on a break. Beside them, the
// run's last phase has the nginx specs (decision 240): they read no staff status, and the chat's one serial chain
// would otherwise leave the second worker idle while it runs.
const SHARED_STATE_SPECS = /\/chat\.spec\.ts$/;
// The studio's publish test (decisions 211, 220) is one serial chain (a studio build, a publish and a preview build,
// both Gatsby's incremental build in the project): its own project, listed first, so Playwright hands it to a worker at
// the start, and the chat and nginx specs (which wait for "site") do not wait for it.
const STUDIO_SPECS = /\/studio-publish\.spec\.ts$/;

/**
 * The trace mode (E2E_TRACE, decision 204). By default a failed test keeps a trace of its actions, network and
 * DOM snapshots, without the screencast's screenshots: those cost each test seconds of a loaded machine's CPU
 * (a signed-in account page load took 10-16 s with them, 3-5 s without). `full` (Playwright's
 * retain-on-failure with screenshots) when a failure needs the film; `off` for none.
 */
function traceMode(value: string | undefined) {
  if (value === "off") return "off" as const;
  if (value === "full") return "retain-on-failure" as const;
  return { mode: "retain-on-failure" as const, screenshots: false, snapshots: true, sources: false };
}

export default defineConfig({
  testDir: "tests/e2e",
  outputDir: "test-results",
  fullyParallel: true,
  workers: process.env.CI ? 2 : 2,
  retries: 0,
  forbidOnly: true,
  timeout: 30_000,
  // A hang guard, not a speed check: CI gives `npm ci && npm test` 90 minutes in all, and a run that hangs should
  // end with Playwright's report of what was still running, not with CI's time running out in silence.
  globalTimeout: 45 * 60_000,
  // The account and checkout flows are long and the shared build machine is often loaded.
  expect: { timeout: 15_000 },
  reporter: [["list"], ["html", { open: "never", outputFolder: "playwright-report" }]],
  // Two phases (decision 240): studio and site, then shared-state and nginx. The order within a phase is the order
  // workers are handed the tests: the chat's serial chain first in the last phase, the nginx tests on the other worker.
  // A failed site test skips the last phase's tests (Playwright's dependencies); `--no-deps` runs a spec on its own.
  projects: [
    { name: "studio", testMatch: STUDIO_SPECS },
    { name: "site", testIgnore: [NGINX_SPECS, SHARED_STATE_SPECS, STUDIO_SPECS] },
    { name: "shared-state", testMatch: SHARED_STATE_SPECS, dependencies: ["site"] },
    { name: "nginx", testMatch: NGINX_SPECS, use: { baseURL: nginxURL }, dependencies: ["site"] },
  ],
  use: {
    baseURL,
    // A failure's trace without the screencast (traceMode above); the failure's screenshot is always kept.
    trace: traceMode(process.env.E2E_TRACE),
    screenshot: "only-on-failure",
    launchOptions: {
      executablePath: TEST_CHROMIUM_PATH,
      args: CHROMIUM_ARGS,
    },
  },
  webServer: [
    {
      // The snapshot first (a second, with hard links), then the server on it.
      command: "tsx scripts/e2e-snapshot.ts && tsx scripts/serve.ts",
      url: `${baseURL}/help/`,
      // TRUST_PROXY: the tests' server believes X-Forwarded-For from loopback, explicitly, so that each
      // test can be its own client address (the `ip` fixture of tests/e2e/fixtures.ts). A deployed server trusts only the
      // proxies it is given (none by default); nginx in front sets the header itself.
      // SITE_URL: the address the mails' links start with (decision 081), as a deployment configures it.
      // SANDBOX_PROVISIONING_MS: a paid server stays "provisioning" until a test ends it with the sandbox's control
      // (decision 159); on a loaded machine the default 20 s could pass before the order page has loaded.
      env: {
        PORT: String(port),
        SITE_DIR: `${process.env.E2E_BUILT_DIR}/public`,
        HOST: "localhost",
        SANDBOX_DB: ":memory:",
        TRUST_PROXY: "loopback",
        SITE_URL: baseURL,
        SANDBOX_PROVISIONING_MS: "3600000",
      },
      reuseExistingServer: false,
      timeout: 60_000,
      stdout: "ignore",
      stderr: "pipe",
    },
    {
      command: "tsx scripts/nginx-e2e.ts",
      url: `${nginxURL}/help/`,
      env: { NGINX_PORT: String(nginxPort), NGINX_UPSTREAM: `http://127.0.0.1:${port}` },
      reuseExistingServer: false,
      timeout: 30_000,
      stdout: "ignore",
      stderr: "pipe",
    },
  ],
});
