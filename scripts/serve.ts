import type { AddressInfo } from "node:net";
import path from "node:path";
import { createSiteServer } from "./site-server";
import { trustProxyFromEnv } from "../sandbox/trust-proxy";
import { missingSiteUrl } from "../sandbox/site-url";

// `npm run serve` (and the second half of `npm start`): the built site plus the sandbox on one origin.
/** How long a stop waits for the requests in flight (a process manager's own timeout is usually longer). */
const STOP_GRACE_MS = 20_000;

async function main() {
  const siteUrlProblem = missingSiteUrl(process.env);
  if (siteUrlProblem) throw new Error(siteUrlProblem);
  const port = Number(process.env.PORT ?? 8000);
  const host = process.env.HOST ?? "localhost";
  const useSandbox = !process.env.HOSTING_API_URL;
  const app = await createSiteServer({
    // SITE_DIR: the publish service's link (`site`, decision 171) instead of the build folder.
    publicDir: path.resolve(process.env.SITE_DIR || "public"),
    sandbox: useSandbox ? { dbPath: process.env.SANDBOX_DB ?? path.resolve("sandbox/data/sandbox.db") } : false,
    apiUrl: process.env.HOSTING_API_URL || undefined,
    logger: process.env.LOG_REQUESTS === "1",
    trustProxy: trustProxyFromEnv(process.env.TRUST_PROXY),
  });
  await app.listen({ port, host });
  // The port bound (PORT=0 asks the system for a free one).
  const bound = (app.server.address() as AddressInfo).port;
  console.log(`Site ${useSandbox ? "and sandbox " : ""}at http://localhost:${bound}/`);
  // Graceful stop (issue 39): no new connections, requests in flight finished, sockets closed with "service
  // restart" (the tabs reconnect to the next server), then the database closed. Not finished in time: exit 1.
  const stop = (signal: string) => {
    console.log(`${signal}: finishing the requests in flight`);
    setTimeout(() => {
      console.error(`Still busy after ${STOP_GRACE_MS / 1000} s: exiting`);
      process.exit(1);
    }, STOP_GRACE_MS).unref();
    app.close().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error(error);
        process.exit(1);
      },
    );
  };
  process.once("SIGTERM", stop);
  process.once("SIGINT", stop);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
