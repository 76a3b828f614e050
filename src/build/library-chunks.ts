/**
 * Libraries that go to one chunk of their own, loaded only by the chunk groups that use them.
 *
 * Decision 101: `@apollo/client` (the account's data sections, from Projects on). Without it webpack's shared
 * groups may put Apollo's modules in one chunk with small app modules the dashboard also uses (a project's
 * name, the month's cost), and the dashboard, which reads GraphQL through the light client, would fetch Apollo.
 *
 * Decision 120: react-hook-form and its resolvers (the forms). Gatsby's `commons` group takes a module that is
 * in at least as many chunks as there are page components, counting lazy chunks: enough forms use it that it
 * landed in `commons`, which the account dashboard (no form) and every app page load before their first paint.
 * Decision 212: the forms' own resolver (src/components/forms/zod-mini-resolver.ts, every app form's since the
 * forms are zod/mini) goes with them, for the same reason.
 */
const APOLLO = /[\\/]node_modules[\\/]@apollo[\\/]client[\\/]/;
const HOOK_FORM = /[\\/]node_modules[\\/](react-hook-form|@hookform[\\/]resolvers)[\\/]|[\\/]src[\\/]components[\\/]forms[\\/]zod-mini-resolver\.ts$/;

/** A split-chunks cache group for one library, ranked with zod classic's (35): above Gatsby's `commons` and `lib`. */
export function libraryCacheGroup(name: string, test: RegExp) {
  return {
    name,
    chunks: "all" as const,
    priority: 35,
    enforce: true,
    test: (module: { nameForCondition(): string | null }) => test.test(module.nameForCondition() ?? ""),
  };
}

/** The cache groups of the libraries above, by name. */
export const libraryCacheGroups = () => ({ apollo: libraryCacheGroup("apollo", APOLLO), hookForm: libraryCacheGroup("hook-form", HOOK_FORM) });

/**
 * Gatsby's `shared` group (modules in two or more lazy chunks) names each chunk by a hash of the names of the
 * chunks its modules are in. A lazy `import()` chunk has no name, so every set of N unnamed chunks hashes to
 * the same name and webpack merges them: the account dashboard fetched a chunk holding the project page, the
 * SSH keys manager and the generated GraphQL documents because those were in as many lazy chunks as the
 * month's cost it needs. Without a name, webpack keys the chunk by the set of chunks itself (decision 120).
 */
export const sharedByChunkSet = () => ({ shared: { name: () => undefined } });
