/**
 * iCalendar (RFC 5545) for the renewal calendar's export: all-day events, CRLF line ends, lines folded
 * at 75 octets, text escaped. Calendar apps (Google, Apple, Outlook, Thunderbird) import it.
 */
export interface CalendarEvent {
  uid: string;
  /** ISO date (all-day event). */
  date: string;
  summary: string;
  description?: string;
  url?: string;
  /** Days before the event a reminder fires; none when absent. */
  remindDaysBefore?: number;
}

export interface CalendarInput {
  prodId: string;
  name: string;
  events: CalendarEvent[];
  now?: Date;
}

export function escapeText(value: string): string {
  return value.replace(/\\/g, "\\\\").replace(/;/g, "\\;").replace(/,/g, "\\,").replace(/\r?\n/g, "\\n");
}

/** Folds a content line at 75 octets (UTF-8), never inside a multi-byte character. */
export function foldLine(line: string): string {
  const encoder = new TextEncoder();
  if (encoder.encode(line).length <= 75) return line;
  const parts: string[] = [];
  let current = "";
  let size = 0;
  for (const ch of line) {
    const n = encoder.encode(ch).length;
    const limit = parts.length === 0 ? 75 : 74; // continuation lines start with a space
    if (size + n > limit) {
      parts.push(current);
      current = "";
      size = 0;
    }
    current += ch;
    size += n;
  }
  parts.push(current);
  return parts.join("\r\n ");
}

const compactDate = (iso: string) => iso.slice(0, 10).replace(/-/g, "");
const stamp = (d: Date) =>
  d
    .toISOString()
    .replace(/[-:]/g, "")
    .replace(/\.\d{3}/, "");

function nextDay(iso: string): string {
  const d = new Date(`${iso.slice(0, 10)}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString().slice(0, 10);
}

export function buildCalendar({ prodId, name, events, now = new Date() }: CalendarInput): string {
  const lines = ["BEGIN:VCALENDAR", "VERSION:2.0", `PRODID:${prodId}`, "CALSCALE:GREGORIAN", "METHOD:PUBLISH", `X-WR-CALNAME:${escapeText(name)}`];
  for (const e of events) {
    lines.push(
      "BEGIN:VEVENT",
      `UID:${e.uid}`,
      `DTSTAMP:${stamp(now)}`,
      `DTSTART;VALUE=DATE:${compactDate(e.date)}`,
      `DTEND;VALUE=DATE:${compactDate(nextDay(e.date))}`,
      `SUMMARY:${escapeText(e.summary)}`,
      "TRANSP:TRANSPARENT",
    );
    if (e.description) lines.push(`DESCRIPTION:${escapeText(e.description)}`);
    if (e.url) lines.push(`URL:${e.url}`);
    if (e.remindDaysBefore && e.remindDaysBefore > 0) {
      lines.push("BEGIN:VALARM", "ACTION:DISPLAY", `DESCRIPTION:${escapeText(e.summary)}`, `TRIGGER:-P${Math.round(e.remindDaysBefore)}D`, "END:VALARM");
    }
    lines.push("END:VEVENT");
  }
  lines.push("END:VCALENDAR");
  return lines.map(foldLine).join("\r\n") + "\r\n";
}

export interface ParsedComponent {
  name: string;
  props: Array<{ name: string; params: Record<string, string>; value: string }>;
  children: ParsedComponent[];
}

export function unescapeText(value: string): string {
  return value.replace(/\\([\\;,nN])/g, (_, c: string) => (c === "n" || c === "N" ? "\n" : c));
}

/**
 * A strict reader of what `buildCalendar` writes (and of iCalendar in general): unfolds lines, checks
 * CRLF line ends and BEGIN/END nesting, and throws on anything malformed. Used by the tests to prove a
 * download is a valid calendar.
 */
export function parseCalendar(text: string): ParsedComponent {
  if (!text.endsWith("\r\n")) throw new Error("iCalendar must end with CRLF");
  if (/[^\r]\n/.test(text)) throw new Error("iCalendar lines must end with CRLF");
  const unfolded = text
    .replace(/\r\n[ \t]/g, "")
    .split("\r\n")
    .filter((l) => l.length > 0);
  const root: ParsedComponent = { name: "ROOT", props: [], children: [] };
  const stack: ParsedComponent[] = [root];
  for (const line of unfolded) {
    const m = /^([A-Za-z0-9-]+)((?:;[A-Za-z0-9-]+=[^;:]*)*):(.*)$/.exec(line);
    if (!m) throw new Error(`Malformed content line: ${line}`);
    const [, name, rawParams, value] = m as unknown as [string, string, string, string];
    const params: Record<string, string> = {};
    for (const p of rawParams.split(";").filter(Boolean)) {
      const [k, v] = p.split("=") as [string, string];
      params[k.toUpperCase()] = v;
    }
    const upper = name.toUpperCase();
    if (upper === "BEGIN") {
      const child: ParsedComponent = { name: value.toUpperCase(), props: [], children: [] };
      stack[stack.length - 1]!.children.push(child);
      stack.push(child);
    } else if (upper === "END") {
      const open = stack.pop();
      if (!open || open.name !== value.toUpperCase() || open === root) throw new Error(`Unbalanced END:${value}`);
    } else {
      stack[stack.length - 1]!.props.push({ name: upper, params, value });
    }
  }
  if (stack.length !== 1) throw new Error("Unclosed component");
  const cal = root.children[0];
  if (!cal || cal.name !== "VCALENDAR" || root.children.length !== 1) throw new Error("Expected one VCALENDAR");
  for (const required of ["VERSION", "PRODID"]) if (!cal.props.some((p) => p.name === required)) throw new Error(`Missing ${required}`);
  for (const ev of cal.children.filter((c) => c.name === "VEVENT")) {
    for (const required of ["UID", "DTSTAMP", "DTSTART"]) if (!ev.props.some((p) => p.name === required)) throw new Error(`VEVENT without ${required}`);
  }
  return cal;
}

export const prop = (c: ParsedComponent, name: string): string | undefined => c.props.find((p) => p.name === name)?.value;
