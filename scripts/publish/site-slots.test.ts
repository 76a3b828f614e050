import { existsSync } from "node:fs";
import { mkdir, mkdtemp, readFile, readdir, readlink, rm, stat, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { buildId, siteSlots } from "./site-slots";

let root: string;
beforeEach(async () => {
  root = await mkdtemp(path.join(tmpdir(), "slots-"));
});
afterEach(() => rm(root, { recursive: true, force: true }));

const ASSET = (id: string) => `app-${Buffer.from(id).toString("hex").padEnd(20, "0").slice(0, 20)}.js`;

async function build(slots: ReturnType<typeof siteSlots>, id: string) {
  const dir = await slots.prepare(id);
  await writeFile(path.join(dir, "index.html"), `page of ${id} <script src="/${ASSET(id)}">`);
  await writeFile(path.join(dir, ASSET(id)), `script of ${id}`);
  await mkdir(path.join(dir, "page-data"), { recursive: true });
  await writeFile(path.join(dir, "page-data", "app-data.json"), id);
  await slots.install(id);
}

describe("site slots", () => {
  it("ids sort in time order", () => {
    const a = buildId(new Date("2026-12-05T09:59:59.999Z"), 1);
    const b = buildId(new Date("2026-12-05T10:00:00.000Z"), 2);
    expect([b, a].sort()).toEqual([a, b]);
    expect(a).toMatch(/^[\w-]+$/);
  });

  it("switches the link to each new build, carries the old build's hashed assets over, and rolls back", async () => {
    const link = path.join(root, "site");
    const slots = siteSlots({ buildsDir: path.join(root, "builds"), siteLink: link });
    expect(await slots.live()).toBeNull();
    await build(slots, "b1");
    expect(await readlink(link)).toBe(path.join("builds", "b1"));
    await build(slots, "b2");
    expect(await slots.live()).toBe("b2");
    expect(await readFile(path.join(link, "index.html"), "utf8")).toMatch(/^page of b2/);
    // A page of b1 loaded just before the switch still finds its script; unhashed files are b2's only.
    expect(await readFile(path.join(link, ASSET("b1")), "utf8")).toBe("script of b1");
    expect(await readFile(path.join(link, "page-data", "app-data.json"), "utf8")).toBe("b2");
    expect((await stat(path.join(root, "builds", "b2", ASSET("b1")))).nlink).toBe(2);

    expect(await slots.rollback()).toBe("b1");
    expect(await readFile(path.join(link, "index.html"), "utf8")).toMatch(/^page of b1/);
    expect(await slots.history()).toEqual(["b1"]);
    await expect(slots.rollback()).rejects.toThrow("No previous build to roll back to");
  });

  it("carries over the hashed folders' files too, and nothing from the page folders", async () => {
    const slots = siteSlots({ buildsDir: path.join(root, "builds"), siteLink: path.join(root, "site") });
    const b1 = await slots.prepare("b1");
    for (const file of ["static/a1/logo.png", "_gatsby/slices/x.html", "_islands/data/d-1.json", "help/ssh/index.html", "page-data/app-data.json"]) {
      await mkdir(path.dirname(path.join(b1, file)), { recursive: true });
      await writeFile(path.join(b1, file), file);
    }
    await slots.install("b1");
    await slots.prepare("b2");
    await slots.install("b2");
    const carried = (await readdir(path.join(root, "builds", "b2"), { recursive: true, withFileTypes: true }))
      .filter((e) => e.isFile())
      .map((e) => path.relative(path.join(root, "builds", "b2"), path.join(e.parentPath, e.name)))
      .sort();
    expect(carried).toEqual(["_gatsby/slices/x.html", "_islands/data/d-1.json", "static/a1/logo.png"]);
  });

  it("keeps the live build and the ones before it, up to `keep`, and removes the rest with their logs, records and page indexes", async () => {
    const buildsDir = path.join(root, "builds");
    const slots = siteSlots({ buildsDir, siteLink: path.join(root, "site"), keep: 2 });
    for (const id of ["b1", "b2", "b3"]) {
      await build(slots, id);
      for (const extension of ["log", "fast.log", "shared", "pages"]) await writeFile(path.join(buildsDir, `${id}.${extension}`), extension);
      await mkdir(path.join(buildsDir, `${id}.spare`));
    }
    await build(slots, "b4");
    expect(await slots.history()).toEqual(["b3", "b4"]);
    expect((await readdir(buildsDir)).sort()).toEqual(["b3", "b3.fast.log", "b3.log", "b3.pages", "b3.shared", "b3.spare", "b4", "history.json"]);
    expect(existsSync(path.join(root, "site", "index.html"))).toBe(true);
  });

  it("refuses an id that is not a plain folder name", async () => {
    const slots = siteSlots({ buildsDir: path.join(root, "builds"), siteLink: path.join(root, "site") });
    await expect(slots.prepare("../escape")).rejects.toThrow("Not a build id");
  });
});
