import { signedInSandbox } from "../testing/session-client";
import { DEMO } from "@sandbox/seed/seed";
import { CONTROL_CHARACTERS_MESSAGE as MESSAGE } from "@/lib/rules/text";

// Issue 39: the text rule (src/lib/rules/text.ts) as a refusal in every field that takes text: projects,
// tickets and replies, orders' names, comments and tags, the chat, legal entities and personal data. They
// were cleaned in silence (a name of NUL and U+202E stored as "") or not checked at all.
const s = signedInSandbox(DEMO.complete);
type Fields = Record<string, string[]>;
const fieldsOf = (res: { errors?: Array<{ extensions?: Record<string, unknown> }> }) => res.errors?.[0]?.extensions?.fields as Fields | undefined;
const orderId = async () => (await s.c.gql<{ orders: Array<{ id: string }> }>("{ orders { id } }")).data!.orders[0]!.id;

test("projects: a name with NUL and U+202E, a description with a BEL", async () => {
  const res = await s.c.gql("mutation($n: String!, $d: String!) { createProject(input: {name: $n, description: $d}) { id } }", {
    n: "\u0000\u202e",
    d: "first\nsecond\u0007",
  });
  expect(fieldsOf(res)).toEqual({ name: [MESSAGE], description: [MESSAGE] });
});

test("tickets: subject and message at creation", async () => {
  const res = await s.c.gql("mutation($s: String!, $m: String!) { createTicket(input: {subject: $s, message: $m}) { id } }", {
    s: "Disk\u001b[31m",
    m: "log\u0000",
  });
  expect(fieldsOf(res)).toEqual({ subject: [MESSAGE], message: [MESSAGE] });
});

test("a ticket reply", async () => {
  const created = await s.c.gql<{ createTicket: { id: string } }>('mutation { createTicket(input: {subject: "Replies", message: "First"}) { id } }');
  const id = created.data!.createTicket.id;
  const res = await s.c.post(`/my/api/tickets/${id}/messages/`, { message: "two\u202elines" });
  expect([res.statusCode, res.json()]).toEqual([400, { message: [MESSAGE] }]);
  const ok = await s.c.post(`/my/api/tickets/${id}/messages/`, { message: "two\r\n\tlines" });
  expect(ok.statusCode).toBe(201);
});

test("orders: a new name, a comment, a tag", async () => {
  const id = await orderId();
  const renamed = await s.c.gql("mutation($id: ID!, $n: String!) { renameOrder(id: $id, name: $n) { name } }", { id, n: "web\u0000shop" });
  expect(fieldsOf(renamed)).toEqual({ name: [MESSAGE] });
  const comment = await s.c.gql("mutation($id: ID!, $c: String!) { setOrderComment(id: $id, comment: $c) { comment } }", { id, c: "note\u202e" });
  expect(fieldsOf(comment)).toEqual({ comment: [MESSAGE] });
  const tags = await s.c.gql("mutation($id: ID!, $t: [String!]!) { setOrderTags(id: $id, tags: $t) { tags } }", { id, t: ["ok", "\u0007"] });
  expect(fieldsOf(tags)).toEqual({ tags: [MESSAGE] });
});

test("the chat", async () => {
  const res = await s.c.post("/my/api/chat/messages/", { text: "hello\u0000" });
  expect([res.statusCode, res.json()]).toEqual([400, { text: [MESSAGE] }]);
});

test("a legal entity's company, city and address", async () => {
  const res = await s.c.gql("mutation($i: LegalEntityInput!) { createLegalEntity(input: $i) { id } }", {
    i: { company: "Acme\u0000", country: "GB", city: "Lon\u202edon", address: "1\u0007 Road" },
  });
  expect(fieldsOf(res)).toEqual({ company: [MESSAGE], city: [MESSAGE], address: [MESSAGE] });
});

test("personal data", async () => {
  const res = await s.c.request("PUT", "/my/api/account/personal_info/", {
    body: { user: { first_name: "An\u0000na", last_name: "Schmidt" }, country: "DE", city: "Berlin\u202e", zip_code: "10115", address: "Invalidenstrasse 1" },
  });
  expect([res.statusCode, res.json()]).toEqual([400, { user: { first_name: [MESSAGE] }, city: [MESSAGE] }]);
});
