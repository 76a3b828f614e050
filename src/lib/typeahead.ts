/** Spec §9: menu type-ahead keeps the typed prefix for 350 ms after the last key. */
export const TYPEAHEAD_RESET_MS = 350;

/**
 * Type-ahead over menu item labels: each printable key extends the buffer (cleared after
 * TYPEAHEAD_RESET_MS of silence) and moves to the next item whose label starts with it,
 * starting after the current item; repeating one letter cycles through items with that letter.
 */
export function createTypeahead(now: () => number = Date.now) {
  let buffer = "";
  let last = 0;
  return function match(key: string, labels: readonly string[], current: number): number {
    const t = now();
    if (t - last > TYPEAHEAD_RESET_MS) buffer = "";
    last = t;
    buffer += key.toLowerCase();
    const sameLetter = buffer.length > 1 && [...buffer].every((c) => c === buffer[0]);
    const search = sameLetter ? buffer[0]! : buffer;
    const start = sameLetter || buffer.length === 1 ? current + 1 : current;
    for (let i = 0; i < labels.length; i++) {
      const index = (start + i) % labels.length;
      if (labels[index]!.toLowerCase().startsWith(search)) return index;
    }
    return current;
  };
}
