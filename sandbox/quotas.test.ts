import { SessionClient, startSandbox } from "./testing/session-client";
import { DEMO } from "@sandbox/seed/seed";
import type { SandboxContext } from "./context";
import { ACCOUNT_QUOTAS, WRITE_RATE } from "@/lib/rules/quotas";

// Issue 39: one account created ~21,000 SSH keys and ~21,000 ticket replies in a minute.
let sb: Awaited<ReturnType<typeof startSandbox>>;
let ctx: SandboxContext;
let c: SessionClient;
beforeEach(async () => {
  sb = await startSandbox({ onReady: (x) => (ctx = x) });
  c = new SessionClient(sb.url);
  expect((await c.login(DEMO.complete)).statusCode).toBe(200);
});
afterEach(() => sb.close());

const KEY = "ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIK0wmN/Cr3JXqmLW7u+g9pTh+wyqDHpSQEIQczXkVx9q quota@host";
const addKey = (lang = "en") =>
  c.request("POST", "/my/api/graphql/", {
    body: { query: 'mutation($k: String!) { createSshKey(input: {name: "k", publicKey: $k}) { id } }', variables: { k: KEY } },
    headers: { "accept-language": lang },
  });

test("an SSH key past the quota is refused with the catalogue's text, in the client's language", async () => {
  const { id } = ctx.db.prepare("SELECT coalesce(main_account_id, id) AS id FROM users WHERE email = ?").get(DEMO.complete) as { id: number };
  const { n } = ctx.db.prepare("SELECT count(*) AS n FROM ssh_keys WHERE account_id = ?").get(id) as { n: number };
  // Up to one below the quota through the database: the write rate would stop the API first, by design.
  const insert = ctx.db.prepare("INSERT INTO ssh_keys (account_id, name, public_key, default_for_vps) VALUES (?, 'filler', ?, 0)");
  for (let i = n; i < ACCOUNT_QUOTAS.sshKeys - 1; i++) insert.run(id, KEY);
  expect(String((await addKey()).json().data.createSshKey.id)).toMatch(/^\d+$/);
  const refused = (await addKey()).json();
  expect(refused.data).toBeNull();
  expect(refused.errors[0].message).toBe(`You can have at most ${ACCOUNT_QUOTAS.sshKeys} SSH keys. Delete one to add another.`);
  expect((await addKey("ru")).json().errors[0].message).toBe(
    `Можно добавить не больше ${ACCOUNT_QUOTAS.sshKeys} SSH-ключей. Удалите один, чтобы добавить новый.`,
  );
});

test("ticket replies past the account's write rate answer 429 with the catalogue's text", async () => {
  const ticket = await c.gql<{ createTicket: { id: string } }>('mutation { createTicket(input: {subject: "Disk", message: "Full"}) { id } }');
  const id = ticket.data!.createTicket.id;
  const statuses: number[] = [];
  for (let i = 0; i < WRITE_RATE.max + 2; i++) statuses.push((await c.post(`/my/api/tickets/${id}/messages/`, { message: `Reply ${i}` })).statusCode);
  // The ticket was the first write of the minute.
  expect(statuses.filter((s) => s === 201)).toHaveLength(WRITE_RATE.max - 1);
  expect(statuses.slice(WRITE_RATE.max - 1)).toEqual([429, 429, 429]);
  const refused = await c.post(`/my/api/tickets/${id}/messages/`, { message: "One more" }, { headers: { "accept-language": "ru" } });
  expect(refused.json()).toEqual({ detail: "Слишком много изменений за короткое время. Подождите минуту и попробуйте снова." });
});
