import { isZodClassicOnly, zodClassicCacheGroup, type ChunkGraphLike, type ModuleLike } from "./zod-classic-chunk";

// A fake chunk graph: chunk name → the module paths it holds.
const mod = (path: string): ModuleLike => ({ nameForCondition: () => path });
const NM = "/work/main/node_modules/zod/v4";
const M = {
  classic: mod(`${NM}/classic/schemas.js`),
  toJson: mod(`${NM}/core/to-json-schema.js`),
  locale: mod(`${NM}/locales/en.js`),
  core: mod(`${NM}/core/schemas.js`),
  mini: mod(`${NM}/mini/schemas.js`),
  form: mod("/work/wt/src/features/auth/validation.ts"),
  siteData: mod("/work/wt/src/api-client/schemas/site-data.ts"),
  orphanZod: mod(`${NM}/core/json-schema-generator.js`),
};

function graph(chunks: Record<string, ModuleLike[]>): ChunkGraphLike<string> {
  return {
    getChunkModulesIterable: (chunk) => chunks[chunk] ?? [],
    getModuleChunksIterable: (module) => Object.keys(chunks).filter((c) => chunks[c]!.includes(module)),
  };
}

const BUILD = graph({
  // An auth page: its form uses zod classic, which brings core, the converters and the locale.
  "auth-login": [M.form, M.classic, M.toJson, M.locale, M.core],
  // An account section, lazy: classic too.
  "account-orders": [M.classic, M.toJson, M.locale, M.core, M.mini],
  // The currency/features chunk of every page: zod/mini on zod's core, no classic.
  "site-data": [M.siteData, M.mini, M.core],
});

describe("which zod modules go to the zod-classic chunk", () => {
  it("classic, its locale and the JSON-schema converters: only chunks that use classic hold them", () => {
    for (const m of [M.classic, M.toJson, M.locale]) expect(isZodClassicOnly(m, BUILD)).toBe(true);
  });

  it("zod's core and zod/mini stay out: a chunk without classic (content pages, /my/'s first load) needs them", () => {
    expect(isZodClassicOnly(M.core, BUILD)).toBe(false);
    expect(isZodClassicOnly(M.mini, BUILD)).toBe(false);
  });

  it("our own modules never go there, even when only classic chunks hold them; nor a module in no chunk", () => {
    expect(isZodClassicOnly(M.form, BUILD)).toBe(false);
    expect(isZodClassicOnly(M.orphanZod, BUILD)).toBe(false);
  });

  it("Windows paths too", () => {
    const win = mod("C:\\site\\node_modules\\zod\\v4\\classic\\schemas.js");
    expect(isZodClassicOnly(win, graph({ a: [win] }))).toBe(true);
  });

  it("the cache group: one named chunk, ranked above Gatsby's commons and lib, asking the build's chunk graph", () => {
    const group = zodClassicCacheGroup();
    expect(group).toMatchObject({ name: "zod-classic", chunks: "all", enforce: true });
    expect(group.priority).toBeGreaterThan(30);
    expect(group.priority).toBeLessThan(40);
    expect(group.test(M.toJson, { chunkGraph: BUILD as ChunkGraphLike })).toBe(true);
    expect(group.test(M.core, { chunkGraph: BUILD as ChunkGraphLike })).toBe(false);
  });
});
