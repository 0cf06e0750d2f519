export interface Limits {
  min: number;
  max: number;
  step: number;
}

/** Brings a value onto the limits' grid: within [min, max] and a whole number of steps from min. */
export function clampToLimits(value: number, { min, max, step }: Limits): number {
  if (!Number.isFinite(value)) return min;
  const bounded = Math.min(max, Math.max(min, value));
  const steps = Math.round((bounded - min) / step);
  return Math.min(max, min + steps * step);
}
