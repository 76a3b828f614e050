import { existsSync, statSync } from "node:fs";
import path from "node:path";

// A static host's reading of the build's `_headers` and `_redirects` (Netlify's rules), for tests:
// - `_redirects`: the first rule whose path matches wins, but a rule does not apply where a file
//   exists at the path (shadowing); `*` at the end matches the rest of the path, `:splat` gives it back;
//   a 200 rule to an absolute URL is a proxy.
// - `_headers`: every block whose path matches applies, in file order; where two set the same header,
//   the later block's value is served (Netlify CLI's headersForPath does Object.assign in order).

type HeaderBlock = { pattern: string; headers: Array<[string, string]> };
type RedirectRule = { from: string; to: string; status: number };
export type HostAnswer = { status: number; file?: string; proxy?: string; headers: Record<string, string> };

const patternRe = (pattern: string) => new RegExp(`^${pattern.replace(/[.+?^${}()|[\]\\]/g, "\\$&").replace(/\*/g, ".*")}$`);

export function parseHeadersFile(text: string): HeaderBlock[] {
  const blocks: HeaderBlock[] = [];
  for (const line of text.split("\n")) {
    if (!line.trim() || line.trim().startsWith("#")) continue;
    if (!/^\s/.test(line)) blocks.push({ pattern: line.trim(), headers: [] });
    else {
      const at = line.indexOf(":");
      blocks.at(-1)!.headers.push([line.slice(0, at).trim().toLowerCase(), line.slice(at + 1).trim()]);
    }
  }
  return blocks;
}

export function parseRedirectsFile(text: string): RedirectRule[] {
  return text
    .split("\n")
    .map((l) => l.trim())
    .filter((l) => l && !l.startsWith("#"))
    .map((l) => {
      const [from, to, status] = l.split(/\s+/);
      return { from: from!, to: to!, status: Number(status) };
    });
}

export function headersFor(blocks: HeaderBlock[], pathname: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const block of blocks) if (patternRe(block.pattern).test(pathname)) for (const [k, v] of block.headers) out[k] = v;
  return out;
}

/** The file a static host serves for a path as it is: the file itself, or the folder's index.html. */
function fileAt(publicDir: string, pathname: string): string | undefined {
  const direct = path.join(publicDir, pathname);
  if (!pathname.endsWith("/") && existsSync(direct) && statSync(direct).isFile()) return pathname;
  const index = path.join(direct, "index.html");
  if (pathname.endsWith("/") && existsSync(index)) return `${pathname}index.html`;
  return undefined;
}

function ruleFor(rules: RedirectRule[], pathname: string): { rule: RedirectRule; splat: string } | undefined {
  for (const rule of rules) {
    if (rule.from.endsWith("/*")) {
      const base = rule.from.slice(0, -2);
      if (pathname === base || pathname.startsWith(`${base}/`)) return { rule, splat: pathname.slice(base.length + 1) };
    } else if (rule.from === pathname) return { rule, splat: "" };
  }
  return undefined;
}

/** What the host answers for a GET of `pathname`. */
export function staticHost(publicDir: string, headersText: string, redirectsText: string) {
  const blocks = parseHeadersFile(headersText);
  const rules = parseRedirectsFile(redirectsText);
  return (pathname: string): HostAnswer => {
    const file = fileAt(publicDir, pathname);
    if (file) return { status: 200, file, headers: headersFor(blocks, pathname) };
    const match = ruleFor(rules, pathname);
    if (!match) return { status: 404, headers: headersFor(blocks, pathname) };
    const target = match.rule.to.replace(":splat", match.splat);
    if (/^https?:\/\//.test(target)) return { status: match.rule.status, proxy: target, headers: {} };
    return { status: match.rule.status, file: target, headers: headersFor(blocks, pathname) };
  };
}
