import { existsSync } from "node:fs";
import { mkdir, mkdtemp, readFile, readdir, rm, stat, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { prepareSpare, spareDirOf, takeSpare } from "./spare";

let builds: string;
beforeEach(async () => {
  builds = await mkdtemp(path.join(tmpdir(), "spare-"));
});
afterEach(() => rm(builds, { recursive: true, force: true }));

async function build(id: string, files: Record<string, string>) {
  for (const [rel, text] of Object.entries(files)) {
    await mkdir(path.dirname(path.join(builds, id, rel)), { recursive: true });
    await writeFile(path.join(builds, id, rel), text);
  }
  return path.join(builds, id);
}

describe("the live build's spare (decision 242)", () => {
  it("is the build's files as hard links, taken by the fast path as its new folder with one rename", async () => {
    const live = await build("b1", { "index.html": "home", "help/ssh/index.html": "ssh" });
    expect(await prepareSpare(live)).toBe(true);
    expect(await prepareSpare(live)).toBe(false);
    const spare = spareDirOf(live);
    expect((await stat(path.join(spare, "help", "ssh", "index.html"))).ino).toBe((await stat(path.join(live, "help", "ssh", "index.html"))).ino);

    const next = path.join(builds, "b2");
    await mkdir(next);
    expect(await takeSpare(live, next)).toBe(true);
    expect(await readFile(path.join(next, "help", "ssh", "index.html"), "utf8")).toBe("ssh");
    expect(existsSync(spare)).toBe(false);
    // Taken once: the next deploy links the files itself unless a new spare is made.
    const after = path.join(builds, "b3");
    await mkdir(after);
    expect(await takeSpare(live, after)).toBe(false);
    expect(await readdir(after)).toEqual([]);
  });

  it("removes the spares of other builds and half-made ones, and keeps the build folders", async () => {
    const old = await build("b1", { "index.html": "old" });
    const live = await build("b2", { "index.html": "new" });
    await prepareSpare(old);
    await mkdir(`${spareDirOf(live)}.999.tmp`);
    await writeFile(path.join(`${spareDirOf(live)}.999.tmp`, "index.html"), "half");
    expect(await prepareSpare(live)).toBe(true);
    expect((await readdir(builds)).sort()).toEqual(["b1", "b2", "b2.spare"]);
    expect(await readFile(path.join(spareDirOf(live), "index.html"), "utf8")).toBe("new");
  });
});
