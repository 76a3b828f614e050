/**
 * Decision 101: `@apollo/client` goes to one chunk of its own, `apollo`, loaded only by the chunk groups that
 * use it (the account's data sections, from Projects on). Without it webpack's shared groups may put Apollo's
 * modules in one chunk with small app modules the dashboard also uses (a project's name, the month's cost),
 * and the dashboard, which reads GraphQL through the light client, would fetch Apollo with them.
 */
const APOLLO = /[\\/]node_modules[\\/]@apollo[\\/]client[\\/]/;

/** The split-chunks cache group, ranked with zod classic's (35): above Gatsby's `commons` and `lib`. */
export function apolloCacheGroup() {
  return {
    name: "apollo",
    chunks: "all" as const,
    priority: 35,
    enforce: true,
    test: (module: { nameForCondition(): string | null }) => APOLLO.test(module.nameForCondition() ?? ""),
  };
}
