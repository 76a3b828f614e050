import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { SessionClient, startSandbox } from "./testing/session-client";
import { DEMO } from "./seed/seed";
import { apiMessage, hasTranslation, localizeRefusal } from "./messages";
import ruErrors from "../locales/ru/errors.json";

// Texts a handler sends that are not refusals: a company name, the chat agent's own words (chat.json).
const NOT_REFUSALS = [/^Hosting Provider B\.V\.$/, /^Hello! I'm /];
// The stand-in control panel is a page with its own English and Russian texts (sandbox/orders/panel.ts, decision 161).
const OWN_PAGES = [path.join("orders", "panel.ts")];

/** The sentences the account API's handlers write (string and template literals ending in . or !), with sample values. */
function handlerMessages(): string[] {
  const dirs = ["graphql", "rest", "orders", "payments", "partner", "chat"].map((d) => path.join(__dirname, d));
  const files = [
    ...dirs.flatMap((d) => readdirSync(d, { recursive: true }).map((f) => path.join(d, String(f)))),
    path.join(__dirname, "http.ts"),
    path.join(__dirname, "auth", "access.ts"),
    path.join(__dirname, "server.ts"),
  ].filter(
    (f) => f.endsWith(".ts") && !f.endsWith(".test.ts") && !f.includes(`${path.sep}generated${path.sep}`) && !OWN_PAGES.some((page) => f.endsWith(page)),
  );
  const found = new Set<string>();
  for (const file of files) {
    const source = readFileSync(file, "utf8");
    for (const m of source.matchAll(/["`]([A-Z][^"`\n]{2,}?[.!])["`]/g)) {
      const text = m[1]!.replace(/\$\{[^}]*\}/g, "12");
      if (!NOT_REFUSALS.some((r) => r.test(text))) found.add(text);
    }
  }
  return [...found];
}

describe("the API's refusals in the client's language", () => {
  it("has a Russian text for every message a handler writes", () => {
    const messages = handlerMessages();
    expect(messages.length).toBeGreaterThan(50);
    expect(messages.filter((m) => !hasTranslation(m))).toEqual([]);
  });

  it("translates exact texts, texts with values and named things; English and unknown texts stay", () => {
    expect(apiMessage("Use YYYY-MM-DD.", "ru")).toBe("Укажите дату в формате ГГГГ-ММ-ДД.");
    expect(apiMessage("Ensure this field has no more than 64 characters.", "ru")).toBe("Не больше 64 символов.");
    expect(apiMessage("Project not found.", "ru")).toBe("Проект не найден.");
    expect(apiMessage("Use YYYY-MM-DD.", "en")).toBe("Use YYYY-MM-DD.");
    expect(apiMessage("Something new", "ru")).toBe("Something new");
    // Spec §8's texts come from the site's errors catalogue, so the API and the screens say the same.
    expect(apiMessage("Please fill in the personal data", "ru")).toBe(ruErrors.personalInfoRequired);
    expect(
      localizeRefusal({ detail: "Already paid.", code: "CONFLICT", name: ["Enter a valid value."], errors: [{ message: "Not found.", id: 3 }] }, "ru"),
    ).toEqual({
      detail: "Уже оплачено.",
      code: "CONFLICT",
      name: ["Введите правильное значение."],
      errors: [{ message: "Не найдено.", id: 3 }],
    });
    expect(localizeRefusal(["Not enough money on the balance."], "ru")).toEqual(["На балансе недостаточно средств."]);
  });

  describe("over HTTP", () => {
    let sb: Awaited<ReturnType<typeof startSandbox>>;
    let c: SessionClient;
    beforeAll(async () => {
      sb = await startSandbox();
      c = new SessionClient(sb.url);
      expect((await c.login(DEMO.complete)).statusCode).toBe(200);
    });
    afterAll(() => sb.close());
    const ru = { headers: { "accept-language": "ru-RU,ru;q=0.9,en;q=0.8" } };

    it("GraphQL errors and their field messages follow Accept-Language", async () => {
      const query = '{ transactions(from: "2026-13", to: "2026-01-01") { total } }';
      const en = await c.gql(query);
      expect(en.errors![0]!.message).toBe("Use YYYY-MM-DD.");
      const res = await c.post("/my/api/graphql/", { query }, ru);
      const body = res.json() as { errors: Array<{ message: string; extensions: { code: string; fields: Record<string, string[]> } }> };
      expect(body.errors[0]!.message).toBe("Укажите дату в формате ГГГГ-ММ-ДД.");
      expect(body.errors[0]!.extensions).toEqual({ code: "BAD_USER_INPUT", fields: { from: ["Укажите дату в формате ГГГГ-ММ-ДД."] } });
      const missing = (await c.post("/my/api/graphql/", { query: '{ project(id: "999999") { id } }' }, ru)).json() as {
        data: unknown;
        errors?: Array<{ message: string }>;
      };
      expect(missing.errors?.[0]?.message ?? "no error").toMatch(/^(Проект не найден\.|no error)$/);
    });

    it("REST refusals (detail and field arrays) follow Accept-Language; answers that succeed are untouched", async () => {
      const en = await c.get("/my/api/payment/p_nothing/");
      expect(en.statusCode).toBe(404);
      const enDetail = (en.json() as { detail: string }).detail;
      const res = await c.get("/my/api/payment/p_nothing/", ru.headers);
      expect(res.statusCode).toBe(404);
      expect((res.json() as { detail: string }).detail).toBe(apiMessage(enDetail, "ru"));
      expect(apiMessage(enDetail, "ru")).not.toBe(enDetail);
      const ok = await c.get("/my/api/account/menu_context/", ru.headers);
      expect(ok.statusCode).toBe(200);
    });

    it("invoice PDFs are written in the language of the links the API answered", async () => {
      /** The PDF's /Title: a literal string, UTF-16BE after a byte-order mark when it is not ASCII. */
      const title = (pdf: string) => {
        const raw = /\/Title \(((?:\\.|[^\\)])*)\)/.exec(pdf)![1]!.replace(/\\(.)/g, "$1");
        if (!raw.startsWith("\u00fe\u00ff")) return raw;
        let out = "";
        for (let i = 2; i + 1 < raw.length; i += 2) out += String.fromCharCode((raw.charCodeAt(i) << 8) | raw.charCodeAt(i + 1));
        return out;
      };
      const query = "{ paidInvoices(page: 1, pageSize: 1) { items { id pdfUrl } } corporateInvoices { id pdfUrl } }";
      type Links = { paidInvoices: { items: Array<{ id: string; pdfUrl: string }> }; corporateInvoices: Array<{ id: string; pdfUrl: string }> };
      const en = (await c.gql<Links>(query)).data!;
      const inRussian = (await c.post("/my/api/graphql/", { query }, ru)).json() as { data: Links };
      const invoice = inRussian.data.paidInvoices.items[0]!;
      const corporate = inRussian.data.corporateInvoices[0]!;
      expect(invoice.pdfUrl).toBe(`${en.paidInvoices.items[0]!.pdfUrl}?lang=ru`);
      // The browser opens the link with its own Accept-Language (here English): the link decides.
      const pdf = async (url: string) => {
        const cookie = [...c.cookies].map(([k, v]) => `${k}=${encodeURIComponent(v)}`).join("; ");
        const res = await fetch(new URL(url, sb.url), { headers: { cookie, "accept-language": "en-US,en;q=0.9" } });
        expect(res.status).toBe(200);
        expect(res.headers.get("content-type")).toBe("application/pdf");
        return Buffer.from(await res.arrayBuffer()).toString("latin1");
      };
      expect(title(await pdf(invoice.pdfUrl))).toBe(`Счёт #${invoice.id}`);
      expect(title(await pdf(corporate.pdfUrl))).toBe(`Счёт на оплату #C-${corporate.id}`);
      expect(title(await pdf(en.paidInvoices.items[0]!.pdfUrl))).toBe(`Invoice #${invoice.id}`);
      expect(title(await pdf(en.corporateInvoices[0]!.pdfUrl))).toBe(`Invoice for payment #C-${corporate.id}`);
    });
  });
});
