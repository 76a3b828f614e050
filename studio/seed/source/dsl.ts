// A small authoring DSL for the seed: help-centre text is written as readable builders and turned
// into Portable Text in Sanity's export shape (blocks with _key, spans, markDefs).
// Inline markup in paragraph text: **strong**, ~em~, `code`, [label](href).
import { createHash } from "node:crypto";

export interface Span {
  _type: "span";
  _key: string;
  text: string;
  marks: string[];
}
export interface LinkDef {
  _type: "link";
  _key: string;
  href: string;
}
export interface TextBlock {
  _type: "block";
  _key: string;
  style: "normal" | "h2" | "h3" | "blockquote";
  listItem?: "bullet" | "number";
  level?: number;
  markDefs: LinkDef[];
  children: Span[];
}
export interface CodeBlock {
  _type: "codeBlock";
  _key: string;
  language: string;
  code: string;
}
export interface Callout {
  _type: "callout";
  _key: string;
  tone: "info" | "warning";
  text: string;
}
export type BodyBlock = TextBlock | CodeBlock | Callout;

/** Keys are derived from the document id and position, so regenerating the seed is stable. */
export function keyOf(...parts: Array<string | number>): string {
  return createHash("sha1").update(parts.join("|")).digest("hex").slice(0, 12);
}

// An unkeyed block as authored; keys are added by `withKeys` once the document id is known.
type Draft =
  | { kind: "text"; style: TextBlock["style"]; listItem?: TextBlock["listItem"]; text: string }
  | { kind: "code"; language: string; code: string }
  | { kind: "callout"; tone: Callout["tone"]; text: string };

export type Authored = Draft | Draft[];

export const h2 = (text: string): Draft => ({ kind: "text", style: "h2", text });
export const h3 = (text: string): Draft => ({ kind: "text", style: "h3", text });
export const p = (text: string): Draft => ({ kind: "text", style: "normal", text });
export const ul = (...items: string[]): Draft[] => items.map((text) => ({ kind: "text", style: "normal", listItem: "bullet", text }));
export const ol = (...items: string[]): Draft[] => items.map((text) => ({ kind: "text", style: "normal", listItem: "number", text }));
export const code = (language: string, source: string): Draft => ({ kind: "code", language, code: dedent(source) });
// Callout text is plain text in the schema: inline markup there would be shown literally.
const PLAIN_TEXT_MARKUP = /\*\*|`|\]\(/;
function plain(text: string): string {
  if (PLAIN_TEXT_MARKUP.test(text)) throw new Error(`Callout text is plain text; remove the markup: ${text}`);
  return text;
}
export const info = (text: string): Draft => ({ kind: "callout", tone: "info", text: plain(text) });
export const warning = (text: string): Draft => ({ kind: "callout", tone: "warning", text: plain(text) });

function dedent(source: string): string {
  const lines = source
    .replace(/^\n/, "")
    .replace(/\n\s*$/, "")
    .split("\n");
  const indent = Math.min(...lines.filter((l) => l.trim() !== "").map((l) => /^ */.exec(l)?.[0].length ?? 0));
  return lines.map((l) => l.slice(indent)).join("\n");
}

const INLINE = /\*\*(.+?)\*\*|~(.+?)~|`(.+?)`|\[(.+?)\]\((.+?)\)/g;

/** Parses the inline markup into spans and link mark definitions. */
export function parseInline(text: string, blockKey: string): { children: Span[]; markDefs: LinkDef[] } {
  const children: Span[] = [];
  const markDefs: LinkDef[] = [];
  let last = 0;
  const push = (t: string, marks: string[]) => {
    if (t === "") return;
    children.push({ _type: "span", _key: keyOf(blockKey, "s", children.length), text: t, marks });
  };
  for (const m of text.matchAll(INLINE)) {
    push(text.slice(last, m.index), []);
    if (m[1] !== undefined) push(m[1], ["strong"]);
    else if (m[2] !== undefined) push(m[2], ["em"]);
    else if (m[3] !== undefined) push(m[3], ["code"]);
    else if (m[4] !== undefined && m[5] !== undefined) {
      const def: LinkDef = { _type: "link", _key: keyOf(blockKey, "l", markDefs.length), href: m[5] };
      markDefs.push(def);
      push(m[4], [def._key]);
    }
    last = (m.index ?? 0) + m[0].length;
  }
  push(text.slice(last), []);
  return { children, markDefs };
}

export function toPortableText(docId: string, authored: Authored[]): BodyBlock[] {
  return authored.flat().map((d, i): BodyBlock => {
    const _key = keyOf(docId, "b", i);
    switch (d.kind) {
      case "code":
        return { _type: "codeBlock", _key, language: d.language, code: d.code };
      case "callout":
        return { _type: "callout", _key, tone: d.tone, text: d.text };
      case "text": {
        const { children, markDefs } = parseInline(d.text, _key);
        return {
          _type: "block",
          _key,
          style: d.style,
          ...(d.listItem ? { listItem: d.listItem, level: 1 } : {}),
          markDefs,
          children,
        };
      }
    }
  });
}
