/**
 * `invariant` in Gatsby's production browser bundle (decision 232): the router's checks of its routes, with their own
 * message, without the package's development-only argument handling.
 */
export default function invariant(condition: unknown, message?: string): asserts condition {
  if (!condition) throw new Error(message ?? "Invariant failed");
}
