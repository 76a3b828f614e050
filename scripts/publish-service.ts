// `npm run publish-service`: receives Sanity's publish webhook, builds the site into builds/<id>/ and switches the
// served link (`site`) to it (decision 171). Serve the link with nginx (its root) or `SITE_DIR=site npm run serve`.
import path from "node:path";
import { mkdir } from "node:fs/promises";
import { commandRunner, DEFAULT_BUILD_COMMAND } from "./publish/build-command";
import { createPublisher } from "./publish/publisher";
import { createPublishService } from "./publish/service";
import { siteSlots } from "./publish/site-slots";
import { publishPaths } from "./publish/paths";
import { previewFromEnv, servePreviewWhenBuilt } from "./publish/preview-config";
import { fastPath } from "./publish/fast-runner";
import { adoptBuild } from "./publish/adopt-build";

async function main() {
  const secret = process.env.SANITY_WEBHOOK_SECRET;
  if (!secret) throw new Error("SANITY_WEBHOOK_SECRET is required: the secret set on the webhook in Sanity's project settings");
  const { buildsDir, siteLink } = publishPaths(process.env);
  await mkdir(buildsDir, { recursive: true });
  const slots = siteSlots({ buildsDir, siteLink });
  const initial = process.env.PUBLISH_INITIAL_BUILD;
  if (initial && !(await slots.live())) console.log(`Live build ${await adoptBuild(initial, slots, buildsDir, path.resolve("."))}: a copy of ${initial}`);
  const preview = await previewFromEnv(process.env);
  // The fast path (decision 230) goes with the project's own build: on by default, PUBLISH_FAST=0 turns it off (and a
  // build command of one's own turns it off unless PUBLISH_FAST=1).
  const fastOn = process.env.PUBLISH_FAST ? process.env.PUBLISH_FAST === "1" : !process.env.PUBLISH_BUILD_COMMAND;
  const fast = fastOn ? fastPath({ projectDir: path.resolve("."), buildsDir, live: () => slots.live() }) : undefined;
  // The live build's spare (decision 242) before the first webhook: the first publish takes it.
  await fast
    ?.spare()
    .catch((error: unknown) => console.error(`The live build's spare was not made: ${error instanceof Error ? error.message : String(error)}`));
  const publisher = createPublisher({
    run: commandRunner(process.env.PUBLISH_BUILD_COMMAND || DEFAULT_BUILD_COMMAND, path.resolve(".")),
    slots,
    buildsDir,
    previews: preview?.slots,
    fast,
    rebuildDelayMs: process.env.PUBLISH_REBUILD_DELAY_MS ? Number(process.env.PUBLISH_REBUILD_DELAY_MS) : undefined,
  });
  const statusOrigins = (process.env.PUBLISH_STATUS_ORIGINS ?? "http://localhost:3333").split(",").filter(Boolean);
  const app = createPublishService({ publisher, slots, secret, statusOrigins, logger: process.env.LOG_REQUESTS === "1", preview: preview?.options });
  const port = Number(process.env.PUBLISH_PORT ?? 8002);
  await app.listen({ port, host: process.env.HOST ?? "localhost" });
  if (preview) servePreviewWhenBuilt(preview);
  console.log(`Publish service at http://localhost:${port}/ (webhook: POST /webhook, status: GET /status); serving ${siteLink}`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
