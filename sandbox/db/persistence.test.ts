import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { SessionClient, startSandbox } from "../testing/session-client";
import { DEMO, seed } from "../seed/seed";
import { migrations } from "./migrations";
import { openDatabase } from "./database";

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), "sandbox-db-"));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

test("data (and the login session) survive a restart with a file database; the seed runs once", async () => {
  const dbPath = path.join(dir, "sandbox.db");
  const first = await startSandbox({ dbPath });
  const c = new SessionClient(first.url);
  await c.login(DEMO.complete);
  const created = await c.gql<{ createProject: { id: string } }>('mutation { createProject(input: {name: "Survivor"}) { id } }');
  const projectId = created.data!.createProject.id;
  await first.close();

  const second = await startSandbox({ dbPath });
  try {
    const again = new SessionClient(second.url);
    for (const [k, v] of c.cookies) again.cookies.set(k, v);
    const projects = (await again.gql<{ projects: Array<{ id: string; name: string }> }>("{ projects { id name } }")).data!.projects;
    expect(projects.find((p) => p.id === projectId)?.name).toBe("Survivor");
    const users = (await again.get(`/sandbox/api/totp/${DEMO.twoFactor}`)).statusCode;
    expect(users).toBe(200);
  } finally {
    await second.close();
  }
  const db = openDatabase(dbPath, seed);
  const { n } = db.prepare("SELECT count(*) AS n FROM users WHERE email = ?").get(DEMO.complete) as { n: number };
  expect(n).toBe(1);
  expect((db.prepare("PRAGMA user_version").get() as { user_version: number }).user_version).toBe(migrations.length);
  db.close();
});

test("a deleted order's id is never given to a later order (a stale link answers NOT_FOUND)", async () => {
  const sandbox = await startSandbox({ dbPath: path.join(dir, "sandbox.db") });
  try {
    const c = new SessionClient(sandbox.url);
    await c.login(DEMO.complete);
    const create = async (name: string) =>
      (
        await c.gql<{ createOrder: { orders: Array<{ id: string }> } }>(
          "mutation($input: CreateOrderInput!) { createOrder(input: $input) { orders { id } } }",
          { input: { planSlug: "vps-1", months: 1, name } },
        )
      ).data!.createOrder.orders[0]!.id;
    const first = await create("first");
    expect(
      (await c.gql<{ cancelOrder: { deleted: boolean } }>("mutation($id: ID!) { cancelOrder(id: $id) { deleted } }", { id: first })).data!.cancelOrder.deleted,
    ).toBe(true);
    const second = await create("second");
    expect(second).not.toBe(first);
    expect((await c.gql("query($id: ID!) { order(id: $id) { id } }", { id: first })).errors?.[0]?.extensions?.code).toBe("NOT_FOUND");
  } finally {
    await sandbox.close();
  }
});
