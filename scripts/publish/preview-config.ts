// The draft preview's settings from the environment, and its site server (decision 172).
import { existsSync } from "node:fs";
import { mkdir } from "node:fs/promises";
import path from "node:path";
import { readContentEnv } from "../../src/build/env";
import { createSiteServer } from "../site-server";
import { guardPreview } from "./preview";
import type { PreviewOptions } from "./service";
import { siteSlots, type SiteSlots } from "./site-slots";

export type PreviewSetup = {
  options: PreviewOptions;
  slots: { slots: SiteSlots; buildsDir: string };
  link: string;
  port: number;
  /** Set once the preview site listens (the wait page sends tabs on only then). */
  site: { listening: boolean };
};

/** PUBLISH_PREVIEW_TOKEN turns previews on; in production (SANITY_PROJECT_ID) SANITY_PREVIEW_READ_TOKEN reads the drafts. */
export async function previewFromEnv(env: NodeJS.ProcessEnv): Promise<PreviewSetup | null> {
  const token = env.PUBLISH_PREVIEW_TOKEN;
  if (!token) return null;
  if (token.length < 24) throw new Error("PUBLISH_PREVIEW_TOKEN: at least 24 characters (it guards unpublished content)");
  const root = path.resolve(env.PUBLISH_PREVIEWS_DIR || "previews");
  const buildsDir = path.join(root, "builds");
  await mkdir(buildsDir, { recursive: true });
  const port = Number(env.PUBLISH_PREVIEW_PORT ?? 8003);
  const content = readContentEnv(env);
  let source: PreviewOptions["source"];
  if (content.projectId) {
    if (!env.SANITY_PREVIEW_READ_TOKEN)
      throw new Error("SANITY_PREVIEW_READ_TOKEN is required for previews from a Sanity project: a token that can read drafts");
    source = { kind: "api", readToken: env.SANITY_PREVIEW_READ_TOKEN };
  } else {
    source = { kind: "embedded", seedDir: content.seedDir, workDir: root };
  }
  const link = path.join(root, "site");
  const site = { listening: false };
  return {
    options: { token, source, siteUrl: (env.PUBLISH_PREVIEW_URL || `http://localhost:${port}`).replace(/\/$/, ""), siteServing: () => site.listening },
    slots: { slots: siteSlots({ buildsDir, siteLink: link, keep: 2 }), buildsDir },
    link,
    port,
    site,
  };
}

/** The preview site starts once there is a preview build to serve (the site server needs one). */
export function servePreviewWhenBuilt(setup: PreviewSetup): void {
  const timer = setInterval(() => {
    if (!existsSync(path.join(setup.link, "404.html"))) return;
    clearInterval(timer);
    void (async () => {
      const app = await createSiteServer({ publicDir: setup.link, sandbox: false });
      guardPreview(app, setup.options.token);
      await app.listen({ port: setup.port, host: process.env.HOST ?? "localhost" });
      setup.site.listening = true;
      console.log(`Draft previews at ${setup.options.siteUrl}/`);
    })().catch((error: unknown) => console.error(`The preview site did not start: ${error instanceof Error ? error.message : error}`));
  }, 1000);
}
