import enErrors from "../locales/en/errors.json";
import ruErrors from "../locales/ru/errors.json";
import type { ApiLanguage } from "./i18n";

/**
 * The API's refusal messages in the client's language (issue 19, decision 104). Handlers write them once,
 * in English, as Django REST framework and the hosting API do; the answer is translated on its way out
 * (GraphQL errors and their field messages, REST `detail` and field arrays of 4xx answers), so no handler
 * needs the language. A message with no entry is answered as written: `sandbox/messages.test.ts` fails
 * when a handler writes an English message that has none. Spec §8's texts are the site's errors
 * catalogue (locales/<lang>/errors.json), read from there so both say the same.
 */
const CATALOGUE_RU: Record<string, string> = Object.fromEntries(
  Object.entries(enErrors).flatMap(([key, en]) => {
    const ru: unknown = Reflect.get(ruErrors, key);
    return typeof ru === "string" ? [[en, ru]] : [];
  }),
);

const RU: Record<string, string> = {
  "Use YYYY-MM-DD.": "Укажите дату в формате ГГГГ-ММ-ДД.",
  "Choose one of the offered operating systems.": "Выберите одну из предложенных операционных систем.",
  "Choose one of your SSH keys.": "Выберите один из своих SSH-ключей.",
  "An SSH key is for Linux servers only.": "SSH-ключ подходит только для серверов на Linux.",
  "This server has no root password: its way in is an SSH key.": "У этого сервера нет пароля root: вход на него по SSH-ключу.",
  "The root password has been shown already.": "Пароль root уже был показан.",
  "This order has no server (not paid, or not a server).": "У этого заказа нет сервера (он не оплачен или это не сервер).",
  "No paid order with this id.": "Оплаченного заказа с таким номером нет.",
  "CSRF token missing or incorrect.": "CSRF-токен отсутствует или неверен.",
  "Select a valid choice.": "Выберите допустимое значение.",
  "Select a valid choice: en or ru.": "Выберите допустимое значение: en или ru.",
  "Select a valid country.": "Выберите страну из списка.",
  "The legal entity has not been verified yet.": "Юридическое лицо ещё не проверено.",
  "Payment not found.": "Платёж не найден.",
  "Choose one of your saved cards.": "Выберите одну из сохранённых карт.",
  "Crypto invoice not found.": "Криптовалютный счёт не найден.",
  "Invoice not found.": "Счёт не найден.",
  "Corporate invoice not found.": "Корпоративный счёт не найден.",
  "Payout not found.": "Выплата не найдена.",
  "Conversation not found.": "Переписка не найдена.",
  "User not found.": "Пользователь не найден.",
  "Not found.": "Не найдено.",
  "This promo code does not exist or has expired.": "Такого промокода нет или срок его действия истёк.",
  "This promo code has not been applied to your account or has expired.": "Этот промокод не применён к вашему аккаунту или срок его действия истёк.",
  "This promo code has already been applied.": "Этот промокод уже применён.",
  "This payment method is not available.": "Этот способ оплаты недоступен.",
  "The period end is before its start.": "Конец периода раньше начала.",
  "Not enough money on the balance.": "На балансе недостаточно средств.",
  "Enter a valid amount.": "Введите правильную сумму.",
  "Enter a valid value.": "Введите правильное значение.",
  "Enter an amount.": "Введите сумму.",
  "The amount is too large.": "Слишком большая сумма.",
  "Auto top-up needs a saved card.": "Для автопополнения нужна сохранённая карта.",
  "Authentication credentials were not provided.": "Учётные данные не предоставлены.",
  "Already paid.": "Уже оплачено.",
  "Invoice is already paid.": "Счёт уже оплачен.",
  "This payment has already been made.": "Этот платёж уже проведён.",
  "Verify your personal data before transferring orders.": "Подтвердите личные данные, прежде чем передавать заказы.",
  "Unknown order.": "Неизвестный заказ.",
  "Unknown network.": "Неизвестная сеть.",
  "Unknown checkout session.": "Неизвестная платёжная сессия.",
  "This checkout session is closed.": "Эта платёжная сессия закрыта.",
  "Type the project's name to delete it.": "Чтобы удалить проект, введите его название.",
  "This plan is not offered in that location.": "Этот тариф недоступен в выбранной локации.",
  "This login has limited access: it can view the account and write to support, but not pay or make changes.":
    "У этого входа ограниченный доступ: можно смотреть кабинет и писать в поддержку, но нельзя платить и что-либо менять.",
  "The period must be 1, 3, 6 or 12 months.": "Период — 1, 3, 6 или 12 месяцев.",
  "The order is not marked for cancelation.": "Заказ не отмечен к отмене.",
  "The order is already marked for cancelation.": "Заказ уже отмечен к отмене.",
  "The order already belongs to you.": "Этот заказ уже ваш.",
  "The new tariff must be of the same product line.": "Новый тариф должен быть из той же линейки.",
  "The main account has not provided its personal data.": "Основной аккаунт не указал личные данные.",
  "The legal entity has not been sent for verification.": "Юридическое лицо не отправлено на проверку.",
  "The legal entity has confirmed invoices awaiting payment.": "У юридического лица есть подтверждённые счета, ожидающие оплаты.",
  "The legal entity has already been sent for verification.": "Юридическое лицо уже отправлено на проверку.",
  "The issue day must be from 1 to 31.": "День выставления — от 1 до 31.",
  "The day must be from 1 to 31.": "День — от 1 до 31.",
  "The invoice is already confirmed.": "Счёт уже подтверждён.",
  "The customer has not confirmed this invoice yet.": "Клиент ещё не подтвердил этот счёт.",
  "The count must be from 1 to 20.": "Количество — от 1 до 20.",
  "The balance cannot be topped up from the balance.": "Баланс нельзя пополнить с баланса.",
  "The General project cannot be renamed.": "Проект «Общий» нельзя переименовать.",
  "The General project cannot be deleted.": "Проект «Общий» нельзя удалить.",
  "Support staff are not available in the chat right now; please open a ticket.": "Сотрудники поддержки сейчас не в чате; пожалуйста, создайте тикет.",
  "Saved payment methods are available to the account owner only.": "Сохранённые способы оплаты доступны только владельцу аккаунта.",
  "Payouts are available to the account owner only.": "Выплаты доступны только владельцу аккаунта.",
  "Pay the order's unpaid invoices before transferring it.": "Оплатите неоплаченные счета заказа, прежде чем передавать его.",
  "Pay the order before renewing it.": "Оплатите заказ, прежде чем продлевать его.",
  "Pay the order before changing its tariff.": "Оплатите заказ, прежде чем менять тариф.",
  "Only the account owner can transfer orders.": "Передавать заказы может только владелец аккаунта.",
  "Only the account owner can change the personal data.": "Менять личные данные может только владелец аккаунта.",
  "No customer with this login or e-mail.": "Клиента с таким логином или адресом нет.",
  "No conversation yet.": "Переписки пока нет.",
  "Enter a valid public SSH key.": "Введите правильный открытый SSH-ключ.",
  "Crypto payments are not available to US citizens or residents.": "Оплата криптовалютой недоступна гражданам и резидентам США.",
  "Choose at least one order.": "Выберите хотя бы один заказ.",
  "Choose a legal entity.": "Выберите юридическое лицо.",
  "Choose a bigger tariff (downgrades go through support).": "Выберите тариф больше (понижение — через поддержку).",
  "A valid integer is required.": "Нужно целое число.",
  "A confirmed invoice has been sent for checking and cannot be deleted.": "Подтверждённый счёт отправлен на проверку, его нельзя удалить.",
  "No 2FA for this user.": "У этого пользователя нет второго фактора.",
  "Too many attempts, please try again later.": "Слишком много попыток, попробуйте позже.",
  "An inactive card cannot be the default.": "Неактивную карту нельзя сделать основной.",
  "This ticket is already closed.": "Этот тикет уже закрыт.",
  "This ticket is not closed.": "Этот тикет не закрыт.",
};

/** Things a "<thing> not found." message names (sandbox/graphql/errors.ts `notFound`). */
const THINGS_RU: Record<string, string> = {
  Project: "Проект не найден.",
  Plan: "Тариф не найден.",
  Ticket: "Тикет не найден.",
  "SSH key": "SSH-ключ не найден.",
  "Recurring payment": "Регулярный платёж не найден.",
  "Legal entity": "Юридическое лицо не найдено.",
  "Corporate invoice": "Корпоративный счёт не найден.",
  Card: "Карта не найдена.",
  "Auto top-up": "Автопополнение не найдено.",
  Order: "Заказ не найден.",
};

type Pattern = [RegExp, (m: RegExpExecArray) => string];

// Catalogue texts with a count (the quotas' "at most {{count}} SSH keys"): the English with the number in
// it answered as the Russian with the same number.
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
const COUNTED_RU: Pattern[] = Object.entries(enErrors).flatMap(([key, en]): Pattern[] => {
  const ru: unknown = Reflect.get(ruErrors, key);
  if (typeof ru !== "string" || !en.includes("{{count}}")) return [];
  return [[new RegExp(`^${escapeRegExp(en).replace(escapeRegExp("{{count}}"), "(\\d+)")}$`), (m) => ru.replace("{{count}}", m[1]!)]];
});
const PATTERNS_RU: Pattern[] = [
  [/^The server is (\w+), not provisioning\.$/, (m) => `Сервер в состоянии ${m[1]}, а не в настройке.`],
  [/^Ensure this field has no more than (\d+) characters\.$/, (m) => `Не больше ${m[1]} символов.`],
  [/^Ensure this field has at least (\d+) characters\.$/, (m) => `Не меньше ${m[1]} символов.`],
  [/^A tag has at most (\d+) characters\.$/, (m) => `В метке не больше ${m[1]} символов.`],
  [/^At most (\d+) tags\.$/, (m) => `Не больше ${m[1]} меток.`],
  [/^At most ([\d.]+) EUR is available\.$/, (m) => `Доступно не больше ${m[1]} EUR.`],
  [/^The minimum payout is ([\d.]+) EUR\.$/, (m) => `Минимальная выплата — ${m[1]} EUR.`],
  [/^The minimum amount for this payment method is ([\d.]+) EUR\.$/, (m) => `Минимальная сумма для этого способа оплаты — ${m[1]} EUR.`],
  [/^Payments in (\S+) are not available for your country\.$/, (m) => `Платежи в ${m[1]} недоступны в вашей стране.`],
  [/^Choose one of the currencies (.+)\.$/, (m) => `Выберите одну из валют: ${m[1]}.`],
  [/^The amount must be more than ([\d.]+)\.$/, (m) => `Сумма должна быть больше ${m[1]}.`],
  [/^The amount must be at most ([\d.]+) ([A-Z]{3})\.$/, (m) => `Сумма — не больше ${m[1]} ${m[2]}.`],
  [/^Choose one of ([\d, ]+)( months)?\.?$/, (m) => `Выберите одно из значений: ${m[1]}.`],
  [/^Cannot move a crypto invoice from (\w+) to (\w+)\.$/, (m) => `Криптовалютный счёт нельзя перевести из ${m[1]} в ${m[2]}.`],
  [/^(.+) not found\.$/, (m) => THINGS_RU[m[1]!] ?? `Не найдено: ${m[1]}.`],
];

/** One refusal message in the client's language (as written when there is no translation). */
export function apiMessage(text: string, language: ApiLanguage): string {
  if (language === "en") return text;
  const exact = CATALOGUE_RU[text] ?? RU[text];
  if (exact) return exact;
  for (const [pattern, render] of [...PATTERNS_RU, ...COUNTED_RU]) {
    const m = pattern.exec(text);
    if (m) return render(m);
  }
  return text;
}

/** Whether a message has a Russian text (the test over the handlers' messages uses it). */
export const hasTranslation = (text: string): boolean => apiMessage(text, "ru") !== text;

/**
 * A refusal body in the client's language: `detail`, `message`, and arrays of field messages, at the top
 * level and in `errors[]` (DRF's `{detail}`, `{field: [messages]}`, the 206 multipart `errors`). Other values
 * (codes, ids, customer data) are left alone.
 */
export function localizeRefusal(body: unknown, language: ApiLanguage): unknown {
  if (language === "en" || !body || typeof body !== "object") return body;
  if (Array.isArray(body)) return body.map((item) => (typeof item === "string" ? apiMessage(item, language) : localizeRefusal(item, language)));
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(body)) {
    if ((key === "detail" || key === "message") && typeof value === "string") out[key] = apiMessage(value, language);
    else if (Array.isArray(value)) out[key] = localizeRefusal(value, language);
    else if (key === "errors" || key === "fields") out[key] = localizeRefusal(value, language);
    else out[key] = value;
  }
  return out;
}
