import { existsSync } from "node:fs";
import { mkdir, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { fastPath, recordFileOf } from "./fast-runner";
import { contextHashOf, pageIndexFileOf, readPageIndex } from "./fast/page-index";

let root: string;
let buildsDir: string;
beforeEach(async () => {
  root = await mkdtemp(path.join(tmpdir(), "fast-runner-"));
  buildsDir = path.join(root, "builds");
  await mkdir(path.join(buildsDir, "live"), { recursive: true });
});
afterEach(() => rm(root, { recursive: true, force: true }));

/**
 * A stand-in of the fast path's process (`node -e`): it gets the live build, the new folder and both records, as
 * fast-publish-main.ts does, writes the new record, then does what `then` says.
 */
const standIn = (then: string) => [
  process.execPath,
  "-e",
  `const fs = require("node:fs"); const [live, dir, liveRecord, record] = process.argv.slice(1);
   fs.writeFileSync(record, "key:" + fs.readFileSync(liveRecord, "utf8")); fs.writeFileSync(dir + "/args", JSON.stringify([live, liveRecord])); ${then}`,
];

function runner(then: string, live: string | null = "live", boundMs = 20_000) {
  return fastPath({ projectDir: root, buildsDir, live: async () => live, boundMs, command: standIn(then) });
}

const run = (id: string) => ({ id, dir: path.join(buildsDir, id), logFile: path.join(buildsDir, `${id}.log`) });

describe("the publish service's fast path process (decision 230)", () => {
  beforeEach(() => writeFile(recordFileOf(buildsDir, "live"), "shared"));

  it("gives the process the live build and its record, keeps the new record, and says the deploy is made on exit 0", async () => {
    await mkdir(path.join(buildsDir, "b1"));
    expect(await runner("console.log('17 pages rendered'); process.exit(0)").publish(run("b1"))).toBe(true);
    // The process's output is the deploy's fast log.
    expect(await readFile(path.join(buildsDir, "b1.fast.log"), "utf8")).toBe("17 pages rendered\n");
    expect(JSON.parse(await readFile(path.join(buildsDir, "b1", "args"), "utf8"))).toEqual([path.join(buildsDir, "live"), recordFileOf(buildsDir, "live")]);
    expect(await readFile(recordFileOf(buildsDir, "b1"), "utf8")).toBe("key:shared");
  });

  it("exit 3 (not for the fast path): the whole build makes the deploy, with the record of the content it reads", async () => {
    await mkdir(path.join(buildsDir, "b2"));
    expect(await runner("console.error('a page was added'); process.exit(3)").publish(run("b2"))).toBe(false);
    expect(await readFile(path.join(buildsDir, "b2.fast.log"), "utf8")).toBe("a page was added\n");
    expect(await readFile(recordFileOf(buildsDir, "b2"), "utf8")).toBe("key:shared");
  });

  it("a failure: the whole build, and no record (the next deploy is whole too) nor page index", async () => {
    await mkdir(path.join(buildsDir, "b3"));
    const index = `fs.writeFileSync(record.replace(/\\.shared$/, ".pages"), "{}");`;
    expect(await runner(`${index} throw new Error('renderer broke')`).publish(run("b3"))).toBe(false);
    expect(existsSync(recordFileOf(buildsDir, "b3"))).toBe(false);
    expect(existsSync(pageIndexFileOf(recordFileOf(buildsDir, "b3")))).toBe(false);
    expect(await readFile(path.join(buildsDir, "b3.fast.log"), "utf8")).toContain("renderer broke");
  });

  it("a process over its bound is killed and the whole build takes over", async () => {
    await mkdir(path.join(buildsDir, "b4"));
    const started = Date.now();
    expect(await runner("setTimeout(() => {}, 60000)", "live", 500).publish(run("b4"))).toBe(false);
    expect(Date.now() - started).toBeLessThan(10_000);
    expect(await readFile(path.join(buildsDir, "b4.fast.log"), "utf8")).toContain("The fast path took over 500 ms: stopped.");
  });

  it("no live build: nothing to start from, no process", async () => {
    await mkdir(path.join(buildsDir, "b5"));
    expect(await runner("process.exit(0)", null).publish(run("b5"))).toBe(false);
    expect(existsSync(path.join(buildsDir, "b5", "args"))).toBe(false);
    expect(existsSync(path.join(buildsDir, "b5.fast.log"))).toBe(false);
  });

  it("a rebuild carries the live build's record, not its page index", async () => {
    await writeFile(pageIndexFileOf(recordFileOf(buildsDir, "live")), `{"version":1,"pages":{}}`);
    await runner("process.exit(0)").rebuilding("b6");
    expect(await readFile(recordFileOf(buildsDir, "b6"), "utf8")).toBe("shared");
    expect(existsSync(pageIndexFileOf(recordFileOf(buildsDir, "b6")))).toBe(false);
  });

  it("makes the live build's spare, once, and none when there is no live build (decision 242)", async () => {
    await writeFile(path.join(buildsDir, "live", "index.html"), "home");
    const fast = runner("");
    // Asked twice at once (a deploy's end and the service's start): one after the other.
    await Promise.all([fast.spare(), fast.spare()]);
    expect(await readFile(path.join(buildsDir, "live.spare", "index.html"), "utf8")).toBe("home");
    await runner("", null).spare();
    expect(existsSync(path.join(buildsDir, "live.spare"))).toBe(true);
  });

  it("a whole build's page index is made from the page data it wrote (decision 242)", async () => {
    const data = `{"componentChunkName":"component---src-templates-home-tsx","path":"/","result":{"pageContext":{"language":"en"}}}`;
    await mkdir(path.join(buildsDir, "b7", "page-data", "index"), { recursive: true });
    await writeFile(path.join(buildsDir, "b7", "page-data", "index", "page-data.json"), data);
    expect(existsSync(pageIndexFileOf(recordFileOf(buildsDir, "b7")))).toBe(false);
    await runner("process.exit(0)").built("b7");
    const index = await readPageIndex(pageIndexFileOf(recordFileOf(buildsDir, "b7")));
    // The one page, with the hash of its page context (what the fast path compares an edit's pages with).
    expect(index).toEqual(new Map([["/", contextHashOf({ language: "en" })]]));
    expect(contextHashOf({ language: "ru" })).not.toBe(index?.get("/"));
  });
});
