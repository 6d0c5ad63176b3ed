/**
 * 3×3 shape weights learned from game records (scripts/patterns/learn.ts writes
 * learned-patterns-data.ts from the records in data/patterns/). A weight is how much more often
 * than an average empty point a point with this 3×3 neighbourhood was played, seen from the side
 * to move: 1 = average, 4 = four times as often. Two tables: every empty point (the priors), and
 * the points next to the last move (the playouts' shape step).
 */
import { LEARNED_3X3_ALL, LEARNED_3X3_NEAR } from './learned-patterns-data.js';

/** Cell order of `pattern3Code` (2 bits each): N, E, S, W, NE, SE, SW, NW, as (row, column). */
const CELLS: readonly (readonly [number, number])[] = [
  [0, 1],
  [1, 2],
  [2, 1],
  [1, 0],
  [0, 2],
  [2, 2],
  [2, 0],
  [0, 0],
];

/** For each of the 8 symmetries, the cell each cell moves to. */
const PERMS: readonly (readonly number[])[] = (() => {
  const out: number[][] = [];
  const where = (r: number, c: number) => CELLS.findIndex(([a, b]) => a === r && b === c);
  for (let s = 0; s < 8; s++) {
    out.push(
      CELLS.map(([r0, c0]) => {
        let r = r0;
        let c = c0;
        if (s & 4) c = 2 - c; // reflect
        for (let k = 0; k < (s & 3); k++) [r, c] = [c, 2 - r]; // rotate 90° clockwise
        return where(r, c);
      }),
    );
  }
  return out;
})();

/** The code with Black and White exchanged (edges and empty points stay). */
function swapColours(code: number): number {
  let out = 0;
  for (let i = 0; i < 8; i++) {
    const v = (code >> (2 * i)) & 3;
    out |= (v === 1 ? 2 : v === 2 ? 1 : v) << (2 * i);
  }
  return out;
}

/**
 * One code for a 3×3 neighbourhood up to rotation and reflection, seen from `side` (1 = Black,
 * 2 = White): colours are exchanged for White, so "1" is always the mover's stone.
 */
export function canonical3(code: number, side: number): number {
  const c = side === 2 ? swapColours(code) : code;
  let best = 0x7fffffff;
  for (const perm of PERMS) {
    let t = 0;
    for (let i = 0; i < 8; i++) t |= ((c >> (2 * i)) & 3) << (2 * perm[i]!);
    if (t < best) best = t;
  }
  return best;
}

let tables: { all: Float32Array; near: Float32Array } | null = null;

/**
 * Weights indexed by `side * 65536 + code` (side 1 or 2, `code` from `pattern3Code`); 1 (average)
 * where the records never saw the shape often enough to say.
 */
export function learnedTables(): { all: Float32Array; near: Float32Array } {
  if (tables) return tables;
  const expand = (data: readonly number[]) => {
    const canon = new Map<number, number>();
    for (let i = 0; i + 1 < data.length; i += 2) canon.set(data[i]!, data[i + 1]! / 100);
    const t = new Float32Array(3 * 65536).fill(1);
    for (let side = 1; side <= 2; side++)
      for (let code = 0; code < 65536; code++) {
        const w = canon.get(canonical3(code, side));
        if (w !== undefined) t[side * 65536 + code] = w;
      }
    return t;
  };
  tables = { all: expand(LEARNED_3X3_ALL), near: expand(LEARNED_3X3_NEAR) };
  return tables;
}
