import { SessionClient, startSandbox, AUTH } from "../testing/session-client";
import { DEMO } from "../seed/seed";
import { TICKET_MESSAGE_MAX } from "@/lib/rules/ticket";
import { CONTROL_CHARACTERS_MESSAGE as MESSAGE } from "@/lib/rules/text";
import { contentDisposition, isIsoDate } from "../attachment";

let sb: Awaited<ReturnType<typeof startSandbox>>;
beforeAll(async () => {
  sb = await startSandbox();
});
afterAll(() => sb.close());

async function signedIn(email: string = DEMO.complete): Promise<SessionClient> {
  const c = new SessionClient(sb.url);
  expect((await c.login(email)).statusCode).toBe(200);
  return c;
}

describe("the transactions CSV's file name", () => {
  it.each([['2024-01-01"; filename="evil.exe'], ["2024-01-01\r\nSet-Cookie: sessionid=x"], ["2024-01-01%0d%0aX: y"], ["2024-02-30"], ["01.02.2024"]])(
    "refuses the period %j with 400 and never echoes it into a header",
    async (from) => {
      const c = await signedIn();
      const res = await c.get(`/my/api/transactions.csv?from=${encodeURIComponent(from)}`);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ from: ["Use YYYY-MM-DD."] });
      expect(res.headers["set-cookie"] ?? "").not.toContain("sessionid=x");
      expect(res.headers["content-disposition"]).toBeUndefined();
    },
  );

  it("names a valid period's file after it", async () => {
    const c = await signedIn();
    const res = await c.get("/my/api/transactions.csv?from=2024-01-01&to=2024-12-31");
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-disposition"]).toBe(
      `attachment; filename="transactions-2024-01-01-2024-12-31.csv"; filename*=UTF-8''transactions-2024-01-01-2024-12-31.csv`,
    );
    expect((await c.get("/my/api/transactions.csv?from=2024-12-31&to=2024-01-01")).statusCode).toBe(400);
  });

  it("answers in the reader's language: the link's lang, else Accept-Language (headers and descriptions)", async () => {
    const c = await signedIn();
    const header = (body: string) => body.split("\n")[0];
    const english = await c.get("/my/api/transactions.csv");
    expect(header(english.body)).toBe("ID,Date,Description,Amount,Amount without VAT,VAT,Currency");
    const russian = await c.get("/my/api/transactions.csv", { "accept-language": "ru-RU,ru;q=0.9" });
    expect(header(russian.body)).toBe("ID,Дата,Описание,Сумма,Сумма без НДС,НДС,Валюта");
    expect(english.body).toMatch(/Balance top-up/);
    expect(russian.body).not.toMatch(/Balance top-up|Payment for/);
    expect(russian.body).toMatch(/Пополнение баланса/);
    // A download is a browser navigation without the app's header: the link the API answers carries the language.
    const answer = await c.post("/my/api/graphql/", { query: '{ transactions(from: "2020-01-01") { csvUrl } }' }, { headers: { "accept-language": "ru" } });
    const csvUrl: string = answer.json().data.transactions.csvUrl;
    expect(csvUrl).toBe("/my/api/transactions.csv?from=2020-01-01&lang=ru");
    expect(header((await c.get(csvUrl)).body)).toBe(header(russian.body));
  });

  it("contentDisposition keeps quotes, semicolons and line breaks out of the header", () => {
    const value = contentDisposition('a"; b\r\nc;d.csv');
    expect(value).not.toMatch(/[\r\n]/);
    expect(value).toBe(`attachment; filename="a___b__c_d.csv"; filename*=UTF-8''a%22%3B%20b%0D%0Ac%3Bd.csv`);
    expect(isIsoDate("2024-02-29")).toBe(true);
    expect(isIsoDate("2023-02-29")).toBe(false);
  });
});

describe("ticket text", () => {
  const create = (c: SessionClient, subject: string, message: string) =>
    c.gql<{ createTicket: { id: string; subject: string; message: string } }>(
      "mutation($s: String!, $m: String!) { createTicket(input: {subject: $s, message: $m}) { id subject message } }",
      { s: subject, m: message },
    );

  it(`a message over ${TICKET_MESSAGE_MAX} characters is refused with a field error; at the limit it is kept`, async () => {
    const c = await signedIn();
    const tooLong = await create(c, "Long", "x".repeat(TICKET_MESSAGE_MAX + 1));
    expect(tooLong.errors?.[0]?.extensions?.fields).toEqual({ message: [`Ensure this field has no more than ${TICKET_MESSAGE_MAX} characters.`] });
    // A 900 kB paste does not even reach the resolver: the GraphQL route caps the request body (413).
    const huge = await c.post("/my/api/graphql/", {
      query: "mutation($s: String!, $m: String!) { createTicket(input: {subject: $s, message: $m}) { id } }",
      variables: { s: "Huge", m: "y".repeat(900_000) },
    });
    expect(huge.statusCode).toBe(413);
    const atLimit = await create(c, "At the limit", "z".repeat(TICKET_MESSAGE_MAX));
    expect(atLimit.data?.createTicket.message).toHaveLength(TICKET_MESSAGE_MAX);
    const stored = (await c.gql<{ tickets: Array<{ subject: string; message: string }> }>("{ tickets { subject message } }")).data!.tickets;
    expect(stored.map((t) => t.subject)).not.toContain("Huge");
  });

  it("NUL and other control characters are refused at their field (the text rule, issue 39); tab and line breaks stay", async () => {
    const c = await signedIn();
    const res = await create(c, "Disk\u0000 full\u001b[31m", "line one\u0000\r\n\tline two\u0007\u202e");
    expect(res.errors?.[0]?.extensions?.fields).toEqual({ subject: [MESSAGE], message: [MESSAGE] });
    const ok = await create(c, "Disk full", "line one\r\n\tline two");
    expect(ok.errors).toBeUndefined();
    expect(ok.data!.createTicket.message).toBe("line one\n\tline two");
  });

  it("the chat refuses them too", async () => {
    const c = await signedIn(DEMO.russian);
    const res = await c.post("/my/api/chat/messages/", { text: "hello\u0000 there\u0008" });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ text: [MESSAGE] });
  });
});

test("DELETE …/auth/session with a JSON content type and no body logs out like allauth: 401", async () => {
  const c = await signedIn();
  const res = await c.request("DELETE", `${AUTH}/auth/session`, { headers: { "content-type": "application/json" } });
  expect(res.statusCode).toBe(401);
  expect(res.json()).toMatchObject({ status: 401, meta: { is_authenticated: false } });
  expect((await c.get(`${AUTH}/auth/session`)).statusCode).toBe(401);
  // A malformed JSON body is still refused with 400.
  const d = new SessionClient(sb.url);
  await d.boot();
  const bad = await fetch(new URL(`${AUTH}/auth/login`, sb.url), {
    method: "POST",
    headers: { "content-type": "application/json", "x-csrftoken": d.cookies.get("csrftoken")!, cookie: `csrftoken=${d.cookies.get("csrftoken")}` },
    body: "{",
  });
  expect(bad.status).toBe(400);
});

// Issue 39: the contact form's API took a name of only NUL and U+202E and an e-mail with a NUL.
describe("the contact form refuses control characters (the text rule)", () => {
  let n = 0;
  const send = async (fields: Record<string, string>) => {
    const c = new SessionClient(sb.url, `10.39.6.${++n}`);
    await c.boot();
    return c.post("/my/api/contact/", { name: "Ann", email: "ann@example.org", subject: "sales", message: "Hello", ...fields });
  };

  it.each([
    ["name", "\u0000\u202e"],
    ["email", "ann\u0000@example.org"],
    ["message", "Hi\u202eereh"],
  ])("%s %j is a field error", async (field, value) => {
    const res = await send({ [field]: value });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ [field]: ["This field contains characters that are not allowed."] });
  });

  it("a message with line breaks is taken", async () => {
    expect((await send({ message: "Line one\r\nLine two\n" })).statusCode).toBe(201);
  });
});
