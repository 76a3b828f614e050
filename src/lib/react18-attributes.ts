/**
 * Attributes React 19 knows and the site's React 18 (decision 264) does not. React 18 drops a boolean value of an
 * unknown attribute and warns for an unknown camel-cased one; it writes a lower-case name with a string value as it
 * is. The types are React 19's, hence the casts and the spread. On React 19 both go back to the plain props.
 */

/** `inert`: "" sets the attribute, `undefined` leaves it out (React 19 would read "" as false). */
export function inert(on: boolean): boolean | undefined {
  return on ? ("" as unknown as boolean) : undefined;
}

/** `fetchpriority`, to spread on an element: `<img {...fetchPriority("high")} />`. */
export function fetchPriority(priority: "high" | "low" | "auto" | undefined): { fetchpriority?: string } {
  return priority ? { fetchpriority: priority } : {};
}
