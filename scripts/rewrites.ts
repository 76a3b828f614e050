export type Rewrite = { from: string; to: string; status: number };

/** Reads the `_redirects` file the build writes (Netlify's format: `from  to  status`). */
export function parseRedirects(text: string): Rewrite[] {
  return text
    .split("\n")
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith("#"))
    .map((line) => {
      const [from, to, status] = line.split(/\s+/);
      if (!from || !to || !status || !/^\d{3}$/.test(status)) throw new Error(`Bad _redirects line: ${line}`);
      return { from, to, status: Number(status) };
    });
}

/** First rule whose pattern matches: `/my/*` matches `/my` and everything below it; others match exactly. */
export function matchRewrite(rules: Rewrite[], pathname: string): Rewrite | undefined {
  return rules.find((rule) => {
    if (rule.from.endsWith("/*")) {
      const base = rule.from.slice(0, -2);
      return pathname === base || pathname.startsWith(`${base}/`) || (base === "" && pathname.startsWith("/"));
    }
    return rule.from === pathname;
  });
}
