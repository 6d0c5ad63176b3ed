/** Rounds for display and JSON; non-finite values (an infinite Elo) become null in JSON. */
export function round(x: number, digits: number): number | null {
  if (!Number.isFinite(x)) return null;
  const f = 10 ** digits;
  const r = Math.round(x * f) / f;
  return r === 0 ? 0 : r;
}

/** `+17.4`, `-3.0`, `0.0`, `+inf`, `-inf`. */
export function signed(x: number, digits = 1): string {
  if (x === Number.POSITIVE_INFINITY) return '+inf';
  if (x === Number.NEGATIVE_INFINITY) return '-inf';
  const r = round(x, digits) ?? 0;
  return `${r > 0 ? '+' : r < 0 ? '-' : ''}${Math.abs(r).toFixed(digits)}`;
}

export const percent = (x: number): string => `${(x * 100).toFixed(1)}%`;
