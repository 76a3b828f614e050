import { PLANS } from "../../sandbox/db/catalog-data";

// Issue 19, item 2: a Russian customer meets no English in the account area, other than customer data and
// product names. Texts of the API follow the Accept-Language the client sends (sandbox/i18n.ts); texts the
// client composes come from the catalogue. A word in Latin letters on a Russian screen must be one of:
// - product and technical names (the list below, and the catalog's plan names);
// - the signed-in customer's own data, read from the API (names, e-mails, orders, tags, projects, legal
//   entities, SSH keys, tickets and their conversations with support, personal data).
// Read by the jsdom walk (tests/features/account/screens-*.test.tsx) and the browser's Russian journey.

export const PRODUCT_WORDS = [
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

/** The GraphQL query of the customer's own data whose words may show on a Russian screen. */
export const CUSTOMER_DATA_QUERY = `{ me { email } orders { name tags comment server { ipv4 ipv6 } } projects { name description }
  legalEntities { company country city address vatId invoiceEmails }
  sshKeys { name publicKey } tickets { subject message messages { agentName body } } supportStaff { name } }`;

/** Latin words of two letters or more ("C-1", an invoice number, is no word). */
export const words = (text: string) => (text.match(/[A-Za-z][A-Za-z0-9]*/g) ?? []).filter((w) => (w.match(/[A-Za-z]/g) ?? []).length > 1);

/**
 * The allowed words (lower case): every word of the customer's data (the GraphQL answer; personal_info; the
 * menu's user; a second login's accounts) and of the product names.
 */
export function allowedWords(data: unknown, personal: unknown, menu: unknown, logins: unknown): Set<string> {
  const out = new Set<string>();
  const collect = (value: unknown) => {
    if (typeof value === "string") for (const w of words(value)) out.add(w.toLowerCase());
    else if (value && typeof value === "object") Object.values(value).forEach(collect);
  };
  collect(data);
  collect(personal);
  collect((menu as { user?: unknown }).user);
  // A second login works on its main account: that account's e-mail is the customer's data too.
  collect((logins as { accounts?: unknown }).accounts);
  for (const name of PRODUCT_WORDS) for (const w of words(name)) out.add(w.toLowerCase());
  return out;
}

/** The texts among `texts` with a Latin word that is neither a product name nor the customer's data. */
export const englishIn = (texts: string[], allowed: Set<string>) => texts.filter((text) => words(text).some((w) => !allowed.has(w.toLowerCase())));
