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

  it("keeps the live build and the ones before it, up to `keep`, and removes the rest with their logs", async () => {
    const buildsDir = path.join(root, "builds");
    const slots = siteSlots({ buildsDir, siteLink: path.join(root, "site"), keep: 2 });
    for (const id of ["b1", "b2", "b3"]) {
      await build(slots, id);
      await writeFile(path.join(buildsDir, `${id}.log`), "log");
    }
    await build(slots, "b4");
    expect(await slots.history()).toEqual(["b3", "b4"]);
    expect((await readdir(buildsDir)).sort()).toEqual(["b3", "b3.log", "b4", "history.json"]);
    expect(existsSync(path.join(root, "site", "index.html"))).toBe(true);
  });

  it("refuses an id that is not a plain folder name", async () => {
    const slots = siteSlots({ buildsDir: path.join(root, "builds"), siteLink: path.join(root, "site") });
    await expect(slots.prepare("../escape")).rejects.toThrow("Not a build id");
  });
});
