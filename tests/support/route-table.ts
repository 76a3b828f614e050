import { readFileSync } from "node:fs";
import { builtPath } from "../../scripts/e2e-built-output";

export type RouteEntry = { path: string; template: string; language: string; title: string; description: string; family?: string };

/** The route table the last build wrote (src/build/hosting-files.ts; in a browser test run, their snapshot of it): tests pick pages from it, not from a hand list. */
export function readRouteTable(): RouteEntry[] {
  return JSON.parse(readFileSync(builtPath(".cache/route-table.json"), "utf8")) as RouteEntry[];
}

/** One page of every route family in every language (the family, else the template, names the group). */
export function onePerFamily(routes = readRouteTable()): RouteEntry[] {
  const seen = new Set<string>();
  return routes.filter((r) => {
    const key = `${r.family ?? r.template}:${r.language}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
