import { SessionClient, startSandbox } from "../testing/session-client";
import { DEMO } from "../seed/seed";
import type { SandboxContext } from "../context";
import { TICKET_ATTACHMENT_MAX_BYTES } from "@/lib/rules/ticket";
import { getStaff } from "../chat/chat";

let sb: Awaited<ReturnType<typeof startSandbox>>;
let ctx: SandboxContext;
beforeEach(async () => {
  sb = await startSandbox({ onReady: (c) => (ctx = c) });
});
afterEach(() => sb.close());

const as = async (email: string) => {
  const c = new SessionClient(sb.url);
  expect((await c.login(email)).statusCode).toBe(200);
  return c;
};

type Thread = {
  ticket: {
    status: string;
    awaitsCustomer: boolean;
    messages: Array<{ author: string; agentName: string | null; body: string; attachments: Array<{ name: string; size: number; url: string }> }>;
  } | null;
};
const THREAD = "query T($id: ID!) { ticket(id: $id) { status awaitsCustomer messages { author agentName body attachments { name size url } } } }";

test("a ticket is a conversation (decision 107): replies with attachments, staff answers announced live, close and reopen", async () => {
  const c = await as(DEMO.complete);
  const publish = jest.spyOn(ctx.realtime, "publish");
  const created = await c.gql<{ createTicket: { id: string } }>('mutation { createTicket(input: { subject: "Disk", message: "The disk is full" }) { id } }');
  const id = created.data!.createTicket.id;
  const thread = async () => (await c.gql<Thread>(THREAD, { id })).data!.ticket!;
  expect((await thread()).messages.map((m) => [m.author, m.body])).toEqual([["customer", "The disk is full"]]);

  // Support answers (the tester's side, as the chat's): the ticket awaits the customer and the tab hears of it.
  expect((await c.post("/sandbox/api/tickets/reply", { ticketId: id, text: "Which server?" })).statusCode).toBe(201);
  expect(publish).toHaveBeenCalledWith(expect.any(Number), { type: "ticket.changed", ticketId: Number(id), change: "message" });
  let t = await thread();
  expect(t).toMatchObject({ status: "answered", awaitsCustomer: true });
  expect(t.messages[1]).toMatchObject({ author: "staff", agentName: getStaff(ctx.db).agent_name, body: "Which server?" });
  const list = (await c.gql<{ tickets: Array<{ id: string; awaitsCustomer: boolean }> }>("{ tickets { id awaitsCustomer } }")).data!.tickets;
  expect(list.find((x) => x.id === id)!.awaitsCustomer).toBe(true);

  // The customer's reply with a file; the file downloads for this account only.
  const log = Buffer.from("kernel: disk full\n");
  const replied = await c.post(`/my/api/tickets/${id}/messages/`, {
    message: "vps-1",
    attachments: [{ name: "../dmesg.log", type: "text/plain", content: log.toString("base64") }],
  });
  expect(replied.statusCode).toBe(201);
  t = await thread();
  expect(t.awaitsCustomer).toBe(false);
  const file = t.messages[2]!.attachments[0]!;
  expect(file).toMatchObject({ name: "dmesg.log", size: log.length });
  const download = await c.get(file.url);
  expect(download.statusCode).toBe(200);
  expect(download.body).toBe(log.toString());
  expect(download.headers["content-disposition"]).toContain('filename="dmesg.log"');
  expect((await (await as(DEMO.russian)).get(file.url)).statusCode).toBe(404);
  expect((await new SessionClient(sb.url).get(file.url)).statusCode).toBe(401);

  // Too large: refused, nothing stored; an empty text: the field error.
  const big = Buffer.alloc(TICKET_ATTACHMENT_MAX_BYTES + 1).toString("base64");
  const tooLarge = await c.post(`/my/api/tickets/${id}/messages/`, {
    message: "big",
    attachments: [{ name: "disk.img", type: "application/octet-stream", content: big }],
  });
  expect(tooLarge.statusCode).toBe(413);
  expect(tooLarge.json()).toEqual({ attachments: ["disk.img is larger than 2 MB."] });
  expect((await c.post(`/my/api/tickets/${id}/messages/`, { message: "  " })).json()).toEqual({ message: ["This field is required"] });
  expect((await thread()).messages).toHaveLength(3);

  // Closed: no replies until reopened.
  expect((await c.gql(`mutation { closeTicket(id: ${id}) { status } }`)).data).toEqual({ closeTicket: { status: "closed" } });
  expect((await c.post(`/my/api/tickets/${id}/messages/`, { message: "more" })).statusCode).toBe(400);
  expect((await c.gql(`mutation { reopenTicket(id: ${id}) { status } }`)).data).toEqual({ reopenTicket: { status: "open" } });
  expect((await c.post(`/my/api/tickets/${id}/messages/`, { message: "more" })).statusCode).toBe(201);
  // Another account's ticket does not exist for this one.
  expect((await c.post("/my/api/tickets/999999/messages/", { message: "x" })).statusCode).toBe(404);
});
