/**
 * The strings an island needs, out of a page's catalogues (decision 078): for each prefix, the subtree
 * at that key path in each namespace it names (`ns:key.path`, `ns:` for the whole namespace) or, without
 * a namespace, in every namespace that has it. Plural and context variants (`key_one`, `key_few`) are
 * kept with their key.
 */
export function pickStrings(catalogues: Record<string, unknown>, prefixes: string[]): Record<string, Record<string, unknown>> {
  const out: Record<string, Record<string, unknown>> = {};
  for (const prefix of prefixes) {
    const colon = prefix.indexOf(":");
    const namespaces = colon >= 0 ? [prefix.slice(0, colon)] : Object.keys(catalogues);
    const keyPath = colon >= 0 ? prefix.slice(colon + 1) : prefix;
    for (const ns of namespaces) {
      const catalogue = catalogues[ns];
      if (!isObject(catalogue)) continue;
      if (!keyPath) {
        out[ns] = merge(out[ns] ?? {}, catalogue);
        continue;
      }
      const parts = keyPath.split(".");
      const last = parts.pop()!;
      let node: unknown = catalogue;
      for (const part of parts) node = isObject(node) ? node[part] : undefined;
      if (!isObject(node)) continue;
      const picked: Record<string, unknown> = {};
      for (const [key, value] of Object.entries(node)) {
        if (key === last || key.startsWith(`${last}_`)) picked[key] = value;
      }
      if (!Object.keys(picked).length) continue;
      out[ns] = merge(
        out[ns] ?? {},
        parts.reduceRight<Record<string, unknown>>((inner, part) => ({ [part]: inner }), picked),
      );
    }
  }
  return out;
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

function merge(a: Record<string, unknown>, b: Record<string, unknown>): Record<string, unknown> {
  const result = { ...a };
  for (const [key, value] of Object.entries(b)) {
    const existing = result[key];
    result[key] = isObject(existing) && isObject(value) ? merge(existing, value) : value;
  }
  return result;
}
