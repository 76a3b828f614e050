/** Spec §5: numeric inputs clamp to their min and max. NaN falls back to the minimum. */
export function clamp(value: number, min: number, max: number): number {
  if (Number.isNaN(value)) return min;
  return Math.min(max, Math.max(min, value));
}

/** Clamps and rounds to an integer (day of month, months, page numbers). */
export function clampInt(value: number, min: number, max: number): number {
  return clamp(Math.round(value), min, max);
}

/** A text input's value → a clamped integer, or null while it is empty (so typing is not fought). */
export function clampIntInput(text: string, min: number, max: number): number | null {
  const trimmed = text.trim();
  if (trimmed === "") return null;
  const n = Number(trimmed);
  return clampInt(Number.isFinite(n) ? n : min, min, max);
}
