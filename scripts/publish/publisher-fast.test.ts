import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import type { BuildRun } from "./build-command";
import type { FastPath } from "./fast-runner";
import { createPublisher } from "./publisher";
import { siteSlots } from "./site-slots";

let root: string;
beforeEach(async () => {
  root = await mkdtemp(path.join(tmpdir(), "publisher-fast-"));
});
afterEach(() => rm(root, { recursive: true, force: true }));

const event = (documentId: string, n: number) => ({ key: `k${n}`, documentId, operation: "update" });

/** A fast path that makes a page naming itself "fast <id>" when `works`, and says which deploys it was asked for. */
function fakeFast(works: () => boolean) {
  const asked: string[] = [];
  const rebuilt: string[] = [];
  const indexed: string[] = [];
  const spared: number[] = [];
  const fast: FastPath = {
    async publish({ id, dir }) {
      asked.push(id);
      if (!works()) return false;
      await writeFile(path.join(dir, "index.html"), `fast ${id}`);
      return true;
    },
    async rebuilding(id) {
      rebuilt.push(id);
    },
    async built(id) {
      indexed.push(id);
    },
    async spare() {
      spared.push(asked.length);
    },
  };
  return { fast, asked, rebuilt, indexed, spared };
}

function setup(fast: FastPath, rebuildDelayMs = 0) {
  const runs: BuildRun[] = [];
  const run = async (build: BuildRun) => {
    runs.push(build);
    await writeFile(path.join(build.dir, "index.html"), `whole ${build.id}`);
  };
  const buildsDir = path.join(root, "builds");
  const slots = siteSlots({ buildsDir, siteLink: path.join(root, "site") });
  return { runs, slots, publisher: createPublisher({ run, slots, buildsDir, coalesceMs: 20, fast, rebuildDelayMs }) };
}

const served = () => readFile(path.join(root, "site", "index.html"), "utf8");

describe("publisher with the fast path (decision 230)", () => {
  it("makes a site deploy live by the fast path, then a whole build replaces it, which the studio does not see as the document's deploy", async () => {
    const { fast, asked, rebuilt, indexed, spared } = fakeFast(() => true);
    const { publisher, runs, slots } = setup(fast);
    const deploy = publisher.receive(event("help-en-ssh", 1));
    await publisher.settled();
    expect(asked).toEqual([deploy.id]);
    expect(publisher.find(deploy.id)).toMatchObject({ kind: "site", state: "live", route: "fast" });
    const [rebuild] = publisher.deploys();
    expect(rebuild).toMatchObject({ kind: "rebuild", state: "live", route: "whole", documents: [{ id: "help-en-ssh", operation: "update" }] });
    expect(runs.map((r) => r.id)).toEqual([rebuild!.id]);
    expect(rebuilt).toEqual([rebuild!.id]);
    // The whole build's page index is made from its folder (decision 242); the fast path writes its own.
    expect(indexed).toEqual([rebuild!.id]);
    // The live build's spare is asked for after each deploy (decision 242): the fast one's, the rebuild's.
    expect(spared).toHaveLength(2);
    expect(await slots.live()).toBe(rebuild!.id);
    expect(await served()).toBe(`whole ${rebuild!.id}`);
    expect(publisher.forDocument("help-en-ssh")?.id).toBe(deploy.id);
  });

  it("falls back to the whole build, in an emptied folder, when the fast path cannot make the deploy; no rebuild follows", async () => {
    const { fast, indexed } = fakeFast(() => false);
    const { publisher, runs } = setup(fast);
    const deploy = publisher.receive(event("settings-en", 1));
    await publisher.settled();
    expect(runs.map((r) => r.id)).toEqual([deploy.id]);
    expect(indexed).toEqual([deploy.id]);
    expect(publisher.deploys().map((d) => [d.kind, d.state, d.route])).toEqual([["site", "live", "whole"]]);
    expect(await served()).toBe(`whole ${deploy.id}`);
  });

  it("a publish after a fast one goes before the whole build, which waits for a quiet moment and then carries both", async () => {
    const { fast, asked } = fakeFast(() => true);
    const { publisher, runs } = setup(fast, 300);
    const first = publisher.receive(event("a", 1));
    await new Promise((resolve) => setTimeout(resolve, 120));
    expect(publisher.find(first.id)?.state).toBe("live");
    const second = publisher.receive(event("b", 2));
    await new Promise((resolve) => setTimeout(resolve, 120));
    expect(publisher.find(second.id)).toMatchObject({ state: "live", route: "fast" });
    expect(runs).toHaveLength(0);
    expect(await served()).toBe(`fast ${second.id}`);
    await publisher.settled();
    expect(asked).toEqual([first.id, second.id]);
    const rebuilds = publisher.deploys().filter((d) => d.kind === "rebuild");
    expect(rebuilds.map((d) => d.documents.map((doc) => doc.id))).toEqual([["a", "b"]]);
    expect(runs.map((r) => r.id)).toEqual([rebuilds[0]!.id]);
  });
});
