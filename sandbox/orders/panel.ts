import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { SandboxContext } from "../context";
import { currentCaller, type Caller } from "../auth/guard";
import { callerAccess } from "@sandbox/auth/access";
import { mayChange } from "@/lib/access";
import { CSRF_COOKIE } from "../auth/session";
import { tokensMatch } from "@sandbox/rules/csrf-token";
import { apiLanguage, type ApiLanguage } from "../i18n";
import { bodyOf, escapeHtml } from "../http";
import { powerAction } from "./provisioning";
import { POWER_ACTIONS, type PowerAction, type PowerState, type ServerState } from "../db/servers";

/**
 * The stand-in control panel (decision 161), as the card page stands in for the card provider: another
 * application the account's admin link opens. It lists the signed-in customer's servers with their state,
 * addresses and power actions (start, stop, reboot: each an `order.changed` event the order page follows),
 * in the customer's language. A deployment names its real panel in CONTROL_PANEL_URL.
 */
export const PANEL_PATH = "/sandbox/panel/";

/** The admin link of the account menu: the deployment's panel, in the language the menu was asked in. */
export function controlPanelUrl(language: ApiLanguage): string {
  const base = process.env.CONTROL_PANEL_URL || PANEL_PATH;
  return language === "ru" ? `${base}${base.includes("?") ? "&" : "?"}lang=ru` : base;
}

const TEXT = {
  en: {
    title: "Control panel",
    note: "Sandbox stand-in for the hosting control panel.",
    signIn: "Sign in to your account to manage your servers.",
    signInLink: "Sign in",
    none: "You have no servers yet.",
    server: "Server",
    location: "Location",
    os: "System",
    state: "State",
    addresses: "Addresses",
    actions: "Power",
    back: "Back to the account",
    states: { provisioning: "Being set up", active: "Active", suspended: "Suspended (overdue)" } as Record<ServerState, string>,
    power: { running: "running", stopped: "stopped" } as Record<PowerState, string>,
    actionNames: { start: "Start", stop: "Stop", reboot: "Reboot" } as Record<PowerAction, string>,
    done: { start: "Started: {name}", stop: "Stopped: {name}", reboot: "Rebooted: {name}" } as Record<PowerAction, string>,
    refused: "Not possible now: {name} is not running in that state.",
    limited: "This login has limited access: it cannot change servers.",
    locations: {} as Record<string, string>,
  },
  ru: {
    title: "Панель управления",
    note: "Учебная замена панели управления хостингом.",
    signIn: "Войдите в личный кабинет, чтобы управлять серверами.",
    signInLink: "Войти",
    none: "Серверов пока нет.",
    server: "Сервер",
    location: "Расположение",
    os: "Система",
    state: "Состояние",
    addresses: "Адреса",
    actions: "Питание",
    back: "Вернуться в личный кабинет",
    states: { provisioning: "Создаётся", active: "Работает", suspended: "Приостановлен (просрочка)" } as Record<ServerState, string>,
    power: { running: "включён", stopped: "выключен" } as Record<PowerState, string>,
    actionNames: { start: "Включить", stop: "Выключить", reboot: "Перезагрузить" } as Record<PowerAction, string>,
    done: { start: "Включён: {name}", stop: "Выключен: {name}", reboot: "Перезагружен: {name}" } as Record<PowerAction, string>,
    refused: "Сейчас нельзя: сервер {name} не в том состоянии.",
    limited: "У этого входа ограниченный доступ: менять серверы он не может.",
    locations: {
      germany: "Германия",
      netherlands: "Нидерланды",
      spain: "Испания",
      switzerland: "Швейцария",
      usa: "США",
      ukraine: "Украина",
      russia: "Россия",
    } as Record<string, string>,
  },
};

const OS_NAMES: Record<string, string> = {
  "ubuntu-24": "Ubuntu 24.04",
  "debian-12": "Debian 12",
  "almalinux-9": "AlmaLinux 9",
  "windows-2022": "Windows Server 2022",
};

/** `?lang=` (the admin link's), else the customer's saved language, else the browser's. */
function panelLanguage(request: FastifyRequest, caller: Caller | null): ApiLanguage {
  const asked = (request.query as { lang?: string }).lang;
  if (asked === "ru" || asked === "en") return asked;
  if (caller?.user.language === "ru" || caller?.user.language === "en") return caller.user.language;
  return apiLanguage(request.headers["accept-language"]);
}

type PanelServer = {
  id: number;
  name: string;
  location: string | null;
  os: string | null;
  state: ServerState;
  power: PowerState;
  ipv4: string | null;
  ipv6: string | null;
};

const fill = (text: string, name: string) => text.replace("{name}", name);

function page(reply: FastifyReply, lang: ApiLanguage, body: string) {
  const t = TEXT[lang];
  return reply
    .type("text/html; charset=utf-8")
    .header("cache-control", "no-store")
    .send(
      `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(t.title)}</title><style>body{font:15px system-ui;margin:1.5rem auto;max-width:60rem;padding:0 1rem}table{border-collapse:collapse;width:100%}td,th{border-bottom:1px solid #ddd;padding:.5rem;text-align:left;vertical-align:top}form{display:inline}button{margin:.15rem;padding:.4rem .7rem}@media (max-width:40rem){table,tbody,tr,td,th{display:block}thead{display:none}td{border:0;padding:.2rem 0}tr{border-bottom:1px solid #ddd;padding:.5rem 0}}</style></head><body><h1>${escapeHtml(t.title)}</h1><p><small>${escapeHtml(t.note)}</small></p>${body}</body></html>`,
    );
}

export function registerControlPanel(app: FastifyInstance, ctx: SandboxContext): void {
  const db = ctx.db;

  app.get(PANEL_PATH, async (request, reply) => {
    const caller = currentCaller(ctx, request);
    const lang = panelLanguage(request, caller);
    const t = TEXT[lang];
    const accountPath = lang === "ru" ? "/ru/my/" : "/my/";
    if (!caller) {
      const next = `${PANEL_PATH}?lang=${lang}`;
      const login = `${lang === "ru" ? "/ru" : ""}/auth/login/?next=${encodeURIComponent(next)}`;
      return page(reply, lang, `<p>${escapeHtml(t.signIn)}</p><p><a href="${escapeHtml(login)}">${escapeHtml(t.signInLink)}</a></p>`);
    }
    const servers = db
      .prepare(
        `SELECT o.id, o.name, o.location, o.os, s.state, s.power, s.ipv4, s.ipv6 FROM servers s JOIN orders o ON o.id = s.order_id
         WHERE o.account_id = ? ORDER BY o.id`,
      )
      .all(caller.account.id) as PanelServer[];
    const q = request.query as { done?: string; refused?: string; name?: string };
    const name = typeof q.name === "string" ? q.name : "";
    const notice =
      q.done && POWER_ACTIONS.includes(q.done as PowerAction)
        ? `<p role="status">${escapeHtml(fill(t.done[q.done as PowerAction], name))}</p>`
        : q.refused
          ? `<p role="alert">${escapeHtml(q.refused === "limited" ? t.limited : fill(t.refused, name))}</p>`
          : "";
    const token = request.cookies[CSRF_COOKIE] ?? "";
    const rows = servers
      .map((s) => {
        const actions =
          s.state === "active"
            ? POWER_ACTIONS.filter((a) => (a === "start" ? s.power === "stopped" : s.power === "running"))
                .map(
                  (a) =>
                    `<form method="post" action="${PANEL_PATH}servers/${s.id}/power?lang=${lang}"><input type="hidden" name="csrfmiddlewaretoken" value="${escapeHtml(token)}"><button name="action" value="${a}">${escapeHtml(t.actionNames[a])}</button></form>`,
                )
                .join("")
            : "—";
        const state = `${t.states[s.state]}${s.state === "active" ? `, ${t.power[s.power]}` : ""}`;
        return `<tr data-server="${s.id}"><td>${escapeHtml(s.name)} <small>#${s.id}</small></td><td>${escapeHtml((s.location && (t.locations[s.location] ?? s.location)) || "—")}</td><td>${escapeHtml((s.os && OS_NAMES[s.os]) || "—")}</td><td data-state="${s.state}" data-power="${s.power}">${escapeHtml(state)}</td><td>${escapeHtml([s.ipv4, s.ipv6].filter(Boolean).join(" ") || "—")}</td><td>${actions}</td></tr>`;
      })
      .join("");
    const table = servers.length
      ? `<table><thead><tr><th>${t.server}</th><th>${t.location}</th><th>${t.os}</th><th>${t.state}</th><th>${t.addresses}</th><th>${t.actions}</th></tr></thead><tbody>${rows}</tbody></table>`
      : `<p>${escapeHtml(t.none)}</p>`;
    return page(reply, lang, `${notice}${table}<p><a href="${accountPath}">${escapeHtml(t.back)}</a></p>`);
  });

  // A power action: a plain form post of the panel's page, with the site's CSRF token in the form.
  app.post(`${PANEL_PATH}servers/:id/power`, async (request, reply) => {
    const caller = currentCaller(ctx, request);
    const lang = panelLanguage(request, caller);
    const body = bodyOf(request);
    const back = (query: Record<string, string>) => reply.redirect(`${PANEL_PATH}?${new URLSearchParams({ lang, ...query }).toString()}`, 303);
    if (!caller) return back({});
    if (!tokensMatch(typeof body.csrfmiddlewaretoken === "string" ? body.csrfmiddlewaretoken : undefined, request.cookies[CSRF_COOKIE])) {
      return reply.code(403).type("text/plain; charset=utf-8").send("CSRF token missing or incorrect.");
    }
    const orderId = Number((request.params as { id: string }).id);
    const order = db.prepare("SELECT name FROM orders WHERE id = ? AND account_id = ?").get(orderId, caller.account.id) as { name: string } | undefined;
    const action = POWER_ACTIONS.find((a) => a === body.action);
    if (!order || !action) return back({});
    if (!mayChange(callerAccess(caller))) return back({ refused: "limited" });
    const result = powerAction(ctx, orderId, action);
    return back(result.ok ? { done: action, name: order.name } : { refused: result.reason, name: order.name });
  });
}
