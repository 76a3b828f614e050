import type { Page } from "@playwright/test";
import { test, expect, openAccount, gqlData, visit, USERS } from "./fixtures";
import { accountScreens, russianPath } from "./account-walk";
import { shownTexts } from "./english-ui";
import { PLANS } from "../../sandbox/db/catalog-data";

// Signed in as the complete demo customer unless a group says otherwise.
test.use({ user: USERS.complete });

// Issue 19, item 2: a Russian customer meets no English in the account area, other than customer data and
// product names. Texts of the API follow the Accept-Language the client sends (sandbox/i18n.ts); texts the
// client composes come from the catalogue. A word in Latin letters on a Russian screen must be one of:
// - product and technical names (the list below, and the catalog's plan names);
// - the signed-in customer's own data, read from the API (names, e-mails, orders, tags, projects, legal
//   entities, SSH keys, tickets and their conversations with support, personal data).

const PRODUCT_WORDS = [
  ...["VPS", "ARM", "NVMe", "DNS", "DDoS", "VPN", "S3", "SSH", "vCPU", "CPU", "RAM", "ID", "PDF", "CSV", "IBAN", "VAT", "E-mail"],
  ...["PayPal", "FreeKassa", "Bitcoin", "Ether", "Ethereum", "USDT", "USDC", "TRC", "ERC", "Tron", "TRX", "BTC", "ETH", "Visa", "Mastercard"],
  ...["EUR", "USD", "GBP", "UAH", "RUR", "Ubuntu", "Debian", "AlmaLinux", "Windows", "Server", "LTS", "Hostward", "ics"],
  // Browsers and systems of the sessions list (src/lib/user-agent.ts), and "IP" of "IP-адрес".
  ...["Chrome", "Edge", "Opera", "Yandex", "Samsung", "Firefox", "Safari", "Android", "iOS", "macOS", "ChromeOS", "Linux", "IP"],
  // A server's addresses and the way in (decision 159): "Адрес IPv4", "ssh root@…", "SSH-ключ … для root".
  ...["IPv4", "IPv6", "root", "ssh"],
  // A language is named in its own language (the switcher's convention): "English" beside "Русский".
  "English",
  ...PLANS.map((p) => p.name),
];

/** Latin words of two letters or more ("C-1", an invoice number, is no word). */
const words = (text: string) => (text.match(/[A-Za-z][A-Za-z0-9]*/g) ?? []).filter((w) => (w.match(/[A-Za-z]/g) ?? []).length > 1);

/** Every word of the customer's own data (what the customer typed or the account holds). */
async function customerWords(page: Page): Promise<Set<string>> {
  const data = await gqlData<unknown>(
    page,
    `{ me { email } orders { name tags comment server { ipv4 ipv6 } } projects { name description }
       legalEntities { company country city address vatId invoiceEmails }
       sshKeys { name publicKey } tickets { subject message messages { agentName body } } supportStaff { name } }`,
  );
  const personal: unknown = await (await page.request.get("/my/api/account/personal_info/")).json();
  const menu: unknown = await (await page.request.get("/my/api/account/menu_context/")).json();
  // A second login works on its main account: that account's e-mail is the customer's data too.
  const logins: unknown = await (await page.request.get("/my/api/second_login/")).json();
  const out = new Set<string>();
  const collect = (value: unknown) => {
    if (typeof value === "string") for (const w of words(value)) out.add(w.toLowerCase());
    else if (value && typeof value === "object") Object.values(value).forEach(collect);
  };
  collect(data);
  collect(personal);
  collect((menu as { user?: unknown }).user);
  collect((logins as { accounts?: unknown }).accounts);
  for (const name of PRODUCT_WORDS) for (const w of words(name)) out.add(w.toLowerCase());
  return out;
}

/** The Latin words on the page that are neither product names nor the customer's data. */
async function englishOn(page: Page, allowed: Set<string>): Promise<string[]> {
  // The account area and the title: the site's header and footer (brand, address, language names) are not its text.
  const texts = await shownTexts(page, "main");
  return texts.filter((text) => words(text).some((w) => !allowed.has(w.toLowerCase())));
}

test("the Russian account screens show no English besides customer data and product names", async ({ page }) => {
  test.setTimeout(300_000);
  const allowed = await customerWords(page);
  for (const path of await accountScreens(page)) {
    await openAccount(page, russianPath(path));
    expect.soft(await englishOn(page, allowed), `English on ${russianPath(path)}`).toEqual([]);
  }
  // The top-up payment page: currency names from the catalogue.
  await visit(page, "/ru/checkout/pay/balance/");
  await expect(page.getByTestId("pay")).toBeVisible();
  expect.soft(await englishOn(page, allowed), "English on /ru/checkout/pay/balance/").toEqual([]);
  // The password change page reached from the Russian account menu: its title too.
  await openAccount(page, "/ru/my/");
  await page.getByRole("link", { name: "Сменить пароль" }).click();
  await expect(page).toHaveURL(/\/auth\/password\/change\/$/);
  await expect(page.getByRole("heading", { level: 1 })).not.toHaveText("Change your password");
  expect(await englishOn(page, allowed), "English on the password change page").toEqual([]);
});

test.describe("second login", () => {
  test.use({ user: USERS.second });
  test("its Russian access settings name the level in Russian", async ({ page }) => {
    const allowed = await customerWords(page);
    await openAccount(page, "/ru/my/second-login/access/");
    await expect(page.getByTestId("access-level")).toHaveText("Ограниченный: просмотр и поддержка");
    expect(await englishOn(page, allowed)).toEqual([]);
  });
});

test.describe("Russian customer", () => {
  test.use({ user: USERS.russian });
  test("finance, transactions and invoices speak Russian", async ({ page }) => {
    const allowed = await customerWords(page);
    for (const path of ["/ru/my/finance/", "/ru/my/finance/transactions/", "/ru/my/finance/invoices/", "/ru/my/legalentities/"]) {
      await openAccount(page, path);
      expect.soft(await englishOn(page, allowed), `English on ${path}`).toEqual([]);
    }
  });
});
