/**
 * The API's own texts in the client's language (issue 19). Spec §7: every request carries the interface
 * language in Accept-Language; like the hosting API, the sandbox answers in it (English unless Russian).
 *
 * Ledger texts (transaction and invoice descriptions) are stored once, in English, as the payments
 * write them; they are rendered for the reader here, at read time, so a customer who switches the
 * language sees the whole history in it (docs/decisions/090). Names inside them (order names, plan
 * names, promo codes) are customer data and product names and stay as they are.
 */
export type ApiLanguage = "en" | "ru";

/** The first language of an Accept-Language header that the API speaks; English otherwise. */
export function apiLanguage(header: string | string[] | undefined): ApiLanguage {
  const value = Array.isArray(header) ? header.join(",") : (header ?? "");
  const first = value.split(",")[0]?.trim().toLowerCase() ?? "";
  return first.startsWith("ru") ? "ru" : "en";
}

const ORDER_TYPES: Record<ApiLanguage, Record<string, string>> = {
  en: {
    vps: "VPS",
    vhost: "Web hosting",
    dedicated: "Dedicated server",
    bkp: "Backup storage",
    dns_order: "DNS",
    server_rack: "Server rack",
    dedicated_switch: "Dedicated switch",
    vpn_order: "VPN",
    antiddos: "Anti-DDoS",
    automatic_transfer_switch: "Automatic transfer switch",
    s3: "S3 storage",
  },
  ru: {
    vps: "VPS",
    vhost: "Веб-хостинг",
    dedicated: "Выделенный сервер",
    bkp: "Хранилище бэкапов",
    dns_order: "DNS",
    server_rack: "Серверная стойка",
    dedicated_switch: "Выделенный коммутатор",
    vpn_order: "VPN",
    antiddos: "Анти-DDoS",
    automatic_transfer_switch: "АВР",
    s3: "S3-хранилище",
  },
};

/** Payment ways by provider key (spec §1); the product names of crypto networks are the same in both languages. */
const PROVIDERS: Record<ApiLanguage, Record<string, string>> = {
  en: { card: "bank card", corporate_invoice: "corporate invoice", payment: "payment", balance: "account balance" },
  ru: { card: "банковская карта", corporate_invoice: "корпоративный счёт", payment: "платёж", balance: "баланс" },
};
const NETWORKS: Record<string, string> = {
  paypal: "PayPal",
  freekassa: "FreeKassa",
  tron: "USDT (TRC-20, Tron)",
  bitcoin: "Bitcoin",
  "ethereum-eth": "Ether (Ethereum)",
  "ethereum-usdc": "USDC (Ethereum)",
  usdt: "USDT (ERC-20)",
  "tron-trx": "TRX (Tron)",
};
const providerName = (key: string, language: ApiLanguage) => PROVIDERS[language][key] ?? NETWORKS[key] ?? key;

/** "1 month", "3 months"; "1 месяц", "3 месяца", "5 месяцев". */
export function monthsText(count: number, language: ApiLanguage): string {
  if (language === "en") return `${count} ${count === 1 ? "month" : "months"}`;
  const form = new Intl.PluralRules("ru-RU").select(count);
  return `${count} ${form === "one" ? "месяц" : form === "few" ? "месяца" : "месяцев"}`;
}

/** Whether an order's name already contains its type's label as words ("example-shop.com DNS" names DNS). */
const namesType = (name: string[], labels: string[]): boolean => {
  const words = name.join(" ").toLowerCase();
  return labels.some((label) => ` ${words} `.includes(` ${label.toLowerCase()} `));
};

type Rule = { pattern: RegExp; render: (m: RegExpExecArray, language: ApiLanguage) => string };

// Longest and most specific first; every stored English text the sandbox writes has a rule.
const RULES: Rule[] = [
  {
    pattern: /^Payment for invoice #(\d+): (.+)$/,
    render: (m, l) => `${l === "ru" ? "Оплата счёта" : "Payment for invoice"} #${m[1]}: ${ledgerText(m[2]!, l)}`,
  },
  { pattern: /^Payment for order #(\d+) \((.+)\)$/, render: (m, l) => `${l === "ru" ? "Оплата заказа" : "Payment for order"} #${m[1]} (${m[2]})` },
  { pattern: /^Balance top-up by card$/, render: (_m, l) => (l === "ru" ? "Пополнение баланса картой" : "Balance top-up by card") },
  { pattern: /^Balance top-up \((.+)\)$/, render: (m, l) => `${l === "ru" ? "Пополнение баланса" : "Balance top-up"} (${providerName(m[1]!, l)})` },
  { pattern: /^Balance top-up$/, render: (_m, l) => (l === "ru" ? "Пополнение баланса" : "Balance top-up") },
  { pattern: /^Corporate invoice #(\d+) paid$/, render: (m, l) => (l === "ru" ? `Оплачен корпоративный счёт #${m[1]}` : `Corporate invoice #${m[1]} paid`) },
  {
    pattern: /^Tariff change surcharge for order #(\d+)$/,
    render: (m, l) => (l === "ru" ? `Доплата за смену тарифа, заказ #${m[1]}` : `Tariff change surcharge for order #${m[1]}`),
  },
  {
    pattern: /^Renewal of (.+): (\d+) month(?:\(s\)|s)?$/,
    render: (m, l) => `${l === "ru" ? "Продление" : "Renewal of"} ${m[1]}: ${monthsText(Number(m[2]), l)}`,
  },
  {
    // An order's invoice: "<plan or type and name>: N month(s)[ (promo CODE)]"; a leading order-type key
    // ("dns_order example-shop.com") is named in words, unless the name already says it (the seed's
    // "dns_order example-shop.com DNS" read "DNS example-shop.com DNS", issue 37).
    pattern: /^(.+): (\d+) month(?:\(s\)|s)?(?: \(promo (.+)\))?$/,
    render: (m, l) => {
      const [first, ...rest] = m[1]!.split(" ");
      const label = first ? ORDER_TYPES[l][first] : undefined;
      const what = label ? (namesType(rest, [label, ORDER_TYPES.en[first!]!]) ? rest.join(" ") : [label, ...rest].join(" ")) : m[1]!;
      const promo = m[3] ? ` (${l === "ru" ? "промокод" : "promo"} ${m[3]})` : "";
      return `${what}: ${monthsText(Number(m[2]), l)}${promo}`;
    },
  },
  {
    pattern: /^Partner cashback payout(.*)$/,
    render: (m, l) => `${l === "ru" ? "Выплата партнёрского кешбэка" : "Partner cashback payout"}${m[1]}`,
  },
];

/** A stored ledger text (transaction or invoice description) in the reader's language. */
export function ledgerText(text: string, language: ApiLanguage): string {
  for (const rule of RULES) {
    const m = rule.pattern.exec(text);
    if (m) return rule.render(m, language);
  }
  return text;
}

/** The promo-code answer's message (the site composes its own from the discount; other clients read this). */
export function promoAppliedText(code: string, percent: number, months: number, language: ApiLanguage): string {
  return language === "ru"
    ? `Промокод ${code} применён: скидка ${percent}% на ${monthsText(months, "ru")}.`
    : `Promo code ${code} applied: ${percent}% off for ${monthsText(months, "en")}.`;
}

/** The words of the invoice PDFs (`/my/api/invoices/{id}/pdf/`, `/my/api/corporate-invoices/{id}/pdf/`). */
export const PDF_TEXT = {
  en: {
    invoice: "Invoice",
    customer: "Customer",
    date: "Date",
    amount: "Amount",
    status: "Status",
    paid: "paid",
    unpaid: "unpaid",
    corporateInvoice: "Invoice for payment",
    payer: "Payer",
    vatId: "VAT id",
    confirmed: "confirmed, awaiting funds",
    notConfirmed: "not confirmed",
    seller: "Seller",
    net: "Amount without VAT",
    vat: "VAT",
    reverseCharge: "VAT reverse charge: the customer accounts for the VAT (Article 196, Directive 2006/112/EC)",
    outsideEu: "Not subject to EU VAT: the customer is outside the EU",
    prepayment: "Prepayment of the balance: no VAT; VAT is charged on the invoices the balance pays",
  },
  ru: {
    invoice: "Счёт",
    customer: "Клиент",
    date: "Дата",
    amount: "Сумма",
    status: "Статус",
    paid: "оплачен",
    unpaid: "не оплачен",
    corporateInvoice: "Счёт на оплату",
    payer: "Плательщик",
    vatId: "ИНН/VAT ID",
    confirmed: "подтверждён, ожидает оплаты",
    notConfirmed: "не подтверждён",
    seller: "Продавец",
    net: "Сумма без НДС",
    vat: "НДС",
    reverseCharge: "Обратное начисление НДС: НДС уплачивает покупатель (ст. 196 Директивы 2006/112/EC)",
    outsideEu: "Не облагается НДС ЕС: покупатель за пределами ЕС",
    prepayment: "Предоплата на баланс: без НДС; НДС начисляется в счетах, оплаченных с баланса",
  },
} satisfies Record<ApiLanguage, Record<string, string>>;

/** The column headers of the transactions CSV (`/my/api/transactions.csv`), in the reader's language like its descriptions. */
export const CSV_TEXT = {
  en: { id: "ID", date: "Date", description: "Description", amount: "Amount", amountWithoutVat: "Amount without VAT", vat: "VAT", currency: "Currency" },
  ru: { id: "ID", date: "Дата", description: "Описание", amount: "Сумма", amountWithoutVat: "Сумма без НДС", vat: "НДС", currency: "Валюта" },
} satisfies Record<ApiLanguage, Record<string, string>>;

/**
 * A document link opened by the browser (a PDF, a CSV) carries no app language header, so the API writes
 * the reader's language into the links it answers: `lang=ru`; the document route reads it first.
 */
export const withLanguage = (url: string, language: ApiLanguage | undefined): string =>
  language === "ru" ? `${url}${url.includes("?") ? "&" : "?"}lang=ru` : url;

/** The language of a document request: its `lang` query, else its Accept-Language. */
export const documentLanguage = (query: unknown, header: string | string[] | undefined): ApiLanguage => {
  const lang: unknown = query && typeof query === "object" ? Reflect.get(query, "lang") : undefined;
  return lang === "ru" || lang === "en" ? lang : apiLanguage(header);
};
