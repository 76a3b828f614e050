// Draft previews (decision 172): the draft is built with the site's own templates into a preview slot and served on
// its own port, behind a token and `noindex`. In production the build reads drafts from the Content Lake with a
// read token; offline it reads the embedded dataset with the draft the studio sent added as `drafts.<id>`.
import { timingSafeEqual } from "node:crypto";
import { mkdir, readdir, rm, symlink, writeFile } from "node:fs/promises";
import path from "node:path";
import type { FastifyInstance } from "fastify";

export type PreviewSource = { kind: "api"; readToken: string } | { kind: "embedded"; seedDir: string; workDir: string };

type Draft = { _id: string; _type: string; [key: string]: unknown };

let seedSequence = 0;

/** The preview build's environment: the drafts perspective and where the drafts come from. */
export async function previewBuildEnv(source: PreviewSource, draft: Draft | undefined): Promise<Record<string, string>> {
  if (source.kind === "api") return { SANITY_PERSPECTIVE: "drafts", SANITY_API_TOKEN: source.readToken };
  // The embedded dataset as it is (its files linked, not copied), plus the draft.
  seedSequence += 1;
  const dir = path.join(source.workDir, `seed-${Date.now()}-${seedSequence}`);
  await mkdir(dir, { recursive: true });
  for (const entry of await readdir(source.seedDir)) await symlink(path.join(source.seedDir, entry), path.join(dir, entry));
  if (draft) {
    const id = `drafts.${draft._id.replace(/^drafts\./, "")}`;
    await writeFile(path.join(dir, "zz-preview-draft.ndjson"), JSON.stringify({ ...draft, _id: id }) + "\n");
  }
  // Seeds of earlier previews: the last three stay (a queued or running build may read one).
  const seeds = (await readdir(source.workDir)).filter((name) => name.startsWith("seed-")).sort((a, b) => Number(a.split("-")[1]) - Number(b.split("-")[1]));
  for (const old of seeds.slice(0, -3)) await rm(path.join(source.workDir, old), { recursive: true, force: true });
  return { SANITY_PERSPECTIVE: "drafts", CONTENT_SEED_DIR: dir };
}

/** Constant-time comparison of a presented token with the configured one. */
export function tokenMatches(presented: string | undefined, token: string): boolean {
  if (!presented || !token) return false;
  const a = Buffer.from(presented);
  const b = Buffer.from(token);
  return a.length === b.length && timingSafeEqual(a, b);
}

const COOKIE = "site_preview";

/**
 * The preview site's gate: `?preview=<token>` once (it becomes an HttpOnly cookie and the address loses it), then the
 * cookie; nothing without it. Every answer says `noindex` and is never cached.
 */
export function guardPreview(app: FastifyInstance, token: string): void {
  app.addHook("onRequest", async (request, reply) => {
    const url = new URL(request.url, "http://preview");
    const presented = url.searchParams.get("preview");
    if (presented !== null) {
      if (!tokenMatches(presented, token)) return reply.code(401).type("text/plain").send("This preview link is not valid.");
      url.searchParams.delete("preview");
      reply.header("set-cookie", `${COOKIE}=${encodeURIComponent(token)}; Path=/; HttpOnly; SameSite=Lax`);
      return reply.redirect(url.pathname + url.search, 303);
    }
    const cookie = (request.headers.cookie ?? "").split(/;\s*/).find((c) => c.startsWith(`${COOKIE}=`));
    if (!tokenMatches(cookie && decodeURIComponent(cookie.slice(COOKIE.length + 1)), token)) {
      return reply.code(401).type("text/plain").send("A preview opens from the studio (its link carries the token).");
    }
    return undefined;
  });
  app.addHook("onSend", async (_request, reply, payload) => {
    reply.header("x-robots-tag", "noindex, nofollow");
    reply.header("cache-control", "no-store");
    return payload;
  });
}
