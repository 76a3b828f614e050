// Decision 190: a long content page paints before its whole body is parsed. The render-blocking `rel=expect`
// (decision 117) targets the first block that is never in the first screen — the block where decision 137's
// `content-visibility: auto` starts — instead of the boot script at the body's end: everything a first screen
// holds has been parsed by then (the header, the first blocks of the text, the first cards, the first bands),
// and what comes later is below it. A page without such a block (a short one) keeps the boot script as its target.

/** The blocks decision 137 never lays out in the first screen (src/islands/content.css): a parent's class, its children's tags, the first child (1-based) that counts. */
export const LATE_BLOCKS: ReadonlyArray<{ parent: string; tags: readonly string[]; childClass?: string; from: number; withoutIslands?: boolean }> = [
  { parent: "prose", tags: ["p", "h2", "h3"], from: 10 },
  { parent: "card-list", tags: ["li"], from: 13 },
  { parent: "sections", tags: ["section", "div"], childClass: "band", from: 4, withoutIslands: true },
];

const VOID = new Set(["area", "base", "br", "col", "embed", "hr", "img", "input", "link", "meta", "source", "track", "wbr"]);
const RAW = new Set(["script", "style", "template", "textarea", "title"]);
const TAG = /<!--[\s\S]*?-->|<(\/?)([a-zA-Z][a-zA-Z0-9-]*)((?:\s+[^\s"'>/=]+(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s"'>]+))?)*)\s*(\/?)>/g;

type Rule = (typeof LATE_BLOCKS)[number];
/** An open element: `late` is the rule of its children (its own class names one), `as` the rule it is a candidate under. */
type Open = { tag: string; children: number; late?: Rule; as?: Rule; start: number; id?: string };

const classesOf = (attrs: string) => /\sclass="([^"]*)"/.exec(attrs)?.[1]?.split(/\s+/) ?? [];

/**
 * The first late block of a page's body, in document order: where its start tag begins, its tag name's end,
 * and its id if it has one. `null` when the page has none. Reads our own templates' HTML (well formed, quoted
 * attributes); a `.band` holding an island is not a late block (content.css leaves it rendered).
 */
export function firstLateBlock(html: string): { start: number; nameEnd: number; id?: string } | null {
  const body = html.indexOf("<body");
  if (body < 0) return null;
  const stack: Open[] = [];
  TAG.lastIndex = body;
  let candidate: { open: Open; nameEnd: number } | null = null;
  for (let m = TAG.exec(html); m; m = TAG.exec(html)) {
    if (m[0].startsWith("<!--")) continue;
    const [, closing, rawName, attrs = "", selfClosing] = m;
    const tag = rawName!.toLowerCase();
    if (closing) {
      // Close up to the matching element (our HTML is well formed; this only guards against surprises).
      const at = stack.map((o) => o.tag).lastIndexOf(tag);
      if (at < 0) continue;
      const closed = stack.splice(at);
      if (candidate && closed.includes(candidate.open))
        return { start: candidate.open.start, nameEnd: candidate.nameEnd, ...(candidate.open.id ? { id: candidate.open.id } : {}) };
      continue;
    }
    const parent = stack[stack.length - 1];
    const id = /\sid="([^"]*)"/.exec(attrs)?.[1];
    const classes = classesOf(attrs);
    const late = LATE_BLOCKS.find((b) => classes.includes(b.parent));
    const open: Open = { tag, children: 0, start: m.index, ...(id ? { id } : {}), ...(late ? { late } : {}) };
    if (parent) parent.children++;
    // An island inside the candidate band: that band stays rendered, so it is no late block.
    if (candidate?.open.as?.withoutIslands && stack.includes(candidate.open) && /\sdata-island=/.test(attrs)) candidate = null;
    const rule = parent?.late;
    if (!candidate && rule && parent.children >= rule.from && rule.tags.includes(tag) && (!rule.childClass || classes.includes(rule.childClass))) {
      open.as = rule;
      candidate = { open, nameEnd: m.index + 1 + rawName!.length };
      if (!rule.withoutIslands) return { start: open.start, nameEnd: candidate.nameEnd, ...(open.id ? { id: open.id } : {}) };
    }
    if (VOID.has(tag) || selfClosing) continue;
    if (RAW.has(tag)) {
      const end = html.indexOf(`</${tag}`, TAG.lastIndex);
      if (end < 0) return null;
      TAG.lastIndex = end + tag.length + 2;
      continue;
    }
    stack.push(open);
  }
  return null;
}

/** The id the first paint waits for: the first late block's (given one, `id`, if it has none), or `null` for a page without one. */
export function markFirstScreenEnd(html: string, id: string): { html: string; target: string } | null {
  const block = firstLateBlock(html);
  if (!block) return null;
  if (block.id) return { html, target: block.id };
  return { html: `${html.slice(0, block.nameEnd)} id="${id}"${html.slice(block.nameEnd)}`, target: id };
}
