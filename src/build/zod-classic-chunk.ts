/**
 * Decision 065: the zod modules that only zod classic needs (classic itself, its English locale, the
 * JSON-schema converters its schemas carry) go to one chunk of their own, `zod-classic`, which only the
 * chunk groups that use zod classic load (auth pages, checkout, account sections, forms).
 *
 * Without it, Gatsby's `commons` group (a module in at least as many chunks as there are page components,
 * counting lazy chunks) takes them as soon as enough lazy chunks use classic: each account section's chunk
 * holds its own copy once the /my/ template no longer loads classic for them, and `commons` is loaded by
 * every page, content pages included.
 */

/** The webpack module and chunk graph calls used here (webpack's `Module`, `Chunk` and `ChunkGraph`). */
export interface ModuleLike {
  nameForCondition(): string | null;
}
export interface ChunkGraphLike<C = unknown> {
  getModuleChunksIterable(module: ModuleLike): Iterable<C>;
  getChunkModulesIterable(chunk: C): Iterable<ModuleLike>;
}

const ZOD = /[\\/]node_modules[\\/]zod[\\/]/;
const ZOD_CLASSIC = /[\\/]node_modules[\\/]zod[\\/]v4[\\/]classic[\\/]/;

const pathOf = (module: ModuleLike) => module.nameForCondition() ?? "";

/**
 * A zod module that only chunks using zod classic hold: every chunk it is in also holds a module of
 * zod/v4/classic. zod's core, which zod/mini uses too (content pages, the account's first load), is in
 * chunks without classic, so it stays out.
 */
export function isZodClassicOnly<C>(module: ModuleLike, chunkGraph: ChunkGraphLike<C>, usesClassic = classicChunks(chunkGraph)): boolean {
  if (!ZOD.test(pathOf(module))) return false;
  let inAny = false;
  for (const chunk of chunkGraph.getModuleChunksIterable(module)) {
    inAny = true;
    if (!usesClassic(chunk)) return false;
  }
  return inAny;
}

/** Whether a chunk holds a zod classic module, remembered for one module's question. Not kept longer: the
 * chunks change while webpack splits them, and the question is asked only of zod's ~60 modules. */
function classicChunks<C>(chunkGraph: ChunkGraphLike<C>): (chunk: C) => boolean {
  const known = new Map<C, boolean>();
  return (chunk) => {
    let uses = known.get(chunk);
    if (uses === undefined) {
      uses = false;
      for (const m of chunkGraph.getChunkModulesIterable(chunk)) if (ZOD_CLASSIC.test(pathOf(m))) uses = true;
      known.set(chunk, uses);
    }
    return uses;
  };
}

/** The split-chunks cache group, ranked above Gatsby's `commons` (20) and `lib` (30), below `framework` (40). */
export function zodClassicCacheGroup() {
  return {
    name: "zod-classic",
    chunks: "all" as const,
    priority: 35,
    enforce: true,
    test: (module: ModuleLike, { chunkGraph }: { chunkGraph: ChunkGraphLike }) => isZodClassicOnly(module, chunkGraph),
  };
}
