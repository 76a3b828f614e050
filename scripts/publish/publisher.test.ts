import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { BuildError, commandRunner, type BuildRun } from "./build-command";
import { createPublisher } from "./publisher";
import { siteSlots } from "./site-slots";

let root: string;
beforeEach(async () => {
  root = await mkdtemp(path.join(tmpdir(), "publisher-"));
});
afterEach(() => rm(root, { recursive: true, force: true }));

const event = (documentId: string, n: number, operation = "update") => ({ key: `k${n}`, documentId, operation });

/** A build that writes a page naming itself, after `gate` opens (when given). */
function fakeRunner(gate?: Promise<void>) {
  const runs: BuildRun[] = [];
  const run = async (build: BuildRun) => {
    runs.push(build);
    if (gate) await gate;
    await writeFile(path.join(build.dir, "index.html"), build.id);
  };
  return { runs, run };
}

function setup(run: (b: BuildRun) => Promise<void>) {
  const buildsDir = path.join(root, "builds");
  const slots = siteSlots({ buildsDir, siteLink: path.join(root, "site") });
  return { slots, publisher: createPublisher({ run, slots, buildsDir, coalesceMs: 30 }) };
}

describe("publisher", () => {
  it("turns a burst of events into one deploy and one build, then reports it live", async () => {
    const { runs, run } = fakeRunner();
    const { publisher, slots } = setup(run);
    const first = publisher.receive(event("a", 1));
    expect(first.state).toBe("queued");
    publisher.receive(event("b", 2));
    publisher.receive(event("a", 3));
    publisher.receive(event("c", 4, "delete"));
    await publisher.settled();
    expect(runs).toHaveLength(1);
    const [deploy] = publisher.deploys();
    expect(deploy).toMatchObject({ id: first.id, state: "live", documents: [{ id: "a" }, { id: "b" }, { id: "c", operation: "delete" }] });
    expect(deploy?.startedAt).toBeDefined();
    expect(await slots.live()).toBe(first.id);
    expect(await readFile(path.join(root, "site", "index.html"), "utf8")).toBe(first.id);
  });

  it("events during a build wait for it and make one more deploy, not one each", async () => {
    let open!: () => void;
    const gate = new Promise<void>((resolve) => (open = resolve));
    const { runs, run } = fakeRunner(gate);
    const { publisher } = setup(run);
    publisher.receive(event("a", 1));
    await new Promise((resolve) => setTimeout(resolve, 80));
    expect(publisher.deploys()[0]?.state).toBe("building");
    publisher.receive(event("b", 2));
    publisher.receive(event("c", 3));
    expect(publisher.deploys().map((d) => d.state)).toEqual(["queued", "building"]);
    open();
    await publisher.settled();
    expect(runs).toHaveLength(2);
    expect(publisher.deploys().map((d) => [d.state, d.documents.map((doc) => doc.id)])).toEqual([
      ["live", ["b", "c"]],
      ["live", ["a"]],
    ]);
    expect(publisher.forDocument("drafts.a")?.documents).toEqual([{ id: "a", operation: "update" }]);
    expect(publisher.forDocument("z")).toBeUndefined();
  });

  it("a failed build is reported with its log's tail and the live site stays as it was", async () => {
    let fail = false;
    const { publisher, slots } = setup(async (build) => {
      if (fail) throw new BuildError("the build failed (exit code 1)", "line 1\nERROR #85901 GraphQL error");
      await writeFile(path.join(build.dir, "index.html"), build.id);
    });
    publisher.receive(event("a", 1));
    await publisher.settled();
    const good = await slots.live();
    fail = true;
    publisher.receive(event("b", 2));
    await publisher.settled();
    expect(publisher.deploys()[0]).toMatchObject({
      state: "failed",
      error: "the build failed (exit code 1)",
      logTail: "line 1\nERROR #85901 GraphQL error",
      finishedAt: expect.any(String),
    });
    expect(await slots.live()).toBe(good);
  });

  it("runs the build command with the build's folder and id, and keeps its output's tail when it fails", async () => {
    const runner = commandRunner('echo "building $PUBLISH_BUILD_ID" && echo page > "$PUBLISH_BUILD_DIR/index.html"', root);
    const { publisher, slots } = setup(runner);
    const deploy = publisher.receive(event("a", 1));
    await publisher.settled();
    expect(await readFile(path.join(root, "site", "index.html"), "utf8")).toBe("page\n");
    expect(await readFile(path.join(root, "builds", `${deploy.id}.log`), "utf8")).toBe(`building ${deploy.id}\n`);
    expect(await slots.live()).toBe(deploy.id);

    const failing = setup(commandRunner('for i in $(seq 1 50); do echo "line $i"; done; echo "the error" >&2; exit 3', root));
    failing.publisher.receive(event("b", 2));
    await failing.publisher.settled();
    const [failed] = failing.publisher.deploys();
    expect(failed).toMatchObject({ state: "failed", error: "the build failed (exit code 3)" });
    const tail = failed?.logTail?.split("\n") ?? [];
    expect(tail).toHaveLength(30);
    expect(tail.at(-1)).toBe("the error");
    expect(tail[0]).toBe("line 22");
  });
});
