/** Spec §5: numeric inputs clamp to their min and max; anything unreadable becomes the min. */
export function clamp(value: number, min: number, max: number): number {
  if (!Number.isFinite(value)) return min;
  return Math.min(max, Math.max(min, value));
}

/** Clamps to the range and snaps to the step counted from min (a 1-core step, a 10 GB disk step). */
export function clampToStep(value: number, min: number, max: number, step = 1): number {
  const clamped = clamp(value, min, max);
  const snapped = min + Math.round((clamped - min) / step) * step;
  return clamp(snapped, min, max);
}
