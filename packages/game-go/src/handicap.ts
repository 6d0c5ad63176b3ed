import { err, ok, type QiError, type Result } from '@qi/core-search';
import type { GoPosition } from './board.js';
import { BLACK, geometry, WHITE } from './geometry.js';
import { vertexToString } from './vertex.js';

export type HandicapErrorCode = 'go-handicap';

/** Most stones `fixed_handicap` accepts (GTP 2, 4.1.1): 9 on odd sizes from 9, 4 on 7×7 and even sizes, none below 7. */
export function maxFixedHandicap(size: number): number {
  if (size < 7) return 0;
  return size % 2 === 1 && size > 7 ? 9 : 4;
}

// GTP placement order by (column, row) slots: 0 = low line, 1 = middle, 2 = high line, rows
// counted from the bottom: D4 Q16 D16 Q4, then K10 (odd counts), D10 Q10, K4 K16.
const ORDER: readonly (readonly string[])[] = [
  ['00', '22'],
  ['00', '22', '02'],
  ['00', '22', '02', '20'],
  ['00', '22', '02', '20', '11'],
  ['00', '22', '02', '20', '01', '21'],
  ['00', '22', '02', '20', '01', '21', '11'],
  ['00', '22', '02', '20', '01', '21', '10', '12'],
  ['00', '22', '02', '20', '01', '21', '10', '12', '11'],
];

/**
 * The GTP fixed handicap points (move ids) for `n` stones: on the 3rd line below 13×13, else the
 * 4th; D4 Q16 D16 Q4 K10 D10 Q10 K4 K16 in the standard order on 19×19.
 */
export function fixedHandicap(size: number, n: number): Result<number[], QiError<HandicapErrorCode>> {
  const max = maxFixedHandicap(size);
  if (!Number.isInteger(n) || n < 2 || n > max)
    return err(
      'go-handicap',
      max === 0
        ? `no fixed handicap on a ${size}x${size} board`
        : `fixed handicap on ${size}x${size} takes 2 to ${max} stones, not ${n}`,
      String(n),
    );
  const edge = size < 13 ? 2 : 3;
  const at = (slot: string) => (slot === '0' ? edge : slot === '1' ? (size - 1) / 2 : size - 1 - edge);
  return ok(
    ORDER[n - 2]!.map((s) => {
      const x = at(s[0]!);
      const rowFromBottom = at(s[1]!);
      return (size - 1 - rowFromBottom) * size + x;
    }),
  );
}

/**
 * Points for `place_free_handicap` (2 to size² - 1 stones): the fixed pattern while it has room,
 * then greedily the point farthest from every stone so far (ties: 3rd/4th line, then lower id).
 */
export function freeHandicap(size: number, n: number): Result<number[], QiError<HandicapErrorCode>> {
  const total = size * size;
  if (!Number.isInteger(n) || n < 2 || n > total - 1)
    return err(
      'go-handicap',
      `free handicap on ${size}x${size} takes 2 to ${total - 1} stones, not ${n}`,
      String(n),
    );
  const fixed = fixedHandicap(size, Math.min(n, maxFixedHandicap(size)));
  const chosen = fixed.ok ? fixed.value : [];
  const dist = new Int32Array(total).fill(1 << 20);
  const taken = new Uint8Array(total);
  const add = (m: number) => {
    taken[m] = 1;
    const mx = m % size;
    const my = Math.floor(m / size);
    for (let i = 0; i < total; i++) {
      const d = Math.max(Math.abs((i % size) - mx), Math.abs(Math.floor(i / size) - my));
      if (d < dist[i]!) dist[i] = d;
    }
  };
  for (const m of chosen) add(m);
  const good = size < 13 ? 2 : 3;
  while (chosen.length < n) {
    let best = -1;
    let bestKey = -1;
    for (let i = 0; i < total; i++) {
      if (taken[i]) continue;
      const line = Math.min(
        i % size,
        Math.floor(i / size),
        size - 1 - (i % size),
        size - 1 - Math.floor(i / size),
      );
      const key = Math.min(dist[i]!, 1000) * 4 + (line === good ? 2 : line >= 2 ? 1 : 0);
      if (key > bestKey) {
        bestKey = key;
        best = i;
      }
    }
    chosen.push(best);
    add(best);
  }
  return ok(chosen);
}

/**
 * Puts handicap stones on an empty board (GTP `fixed_handicap`, `set_free_handicap`, SGF `HA`+`AB`):
 * Black stones at `moves`, White to move. An edit: it clears the position's history.
 */
export function placeHandicap(
  pos: GoPosition,
  moves: readonly number[],
): Result<void, QiError<HandicapErrorCode>> {
  const geo = geometry(pos.geo.size);
  if (pos.stones !== 0) return err('go-handicap', 'handicap stones go on an empty board');
  if (moves.length < 2 || moves.length > geo.passId - 1)
    return err('go-handicap', `a handicap has 2 to ${geo.passId - 1} stones, not ${moves.length}`);
  const cells = geo.emptyBoard.slice();
  for (const m of moves) {
    if (!Number.isInteger(m) || m < 0 || m >= geo.passId)
      return err('go-handicap', `handicap stone ${m === geo.passId ? 'pass' : m} is not a point`, String(m));
    const p = geo.pointOf[m]!;
    if (cells[p] === BLACK)
      return err(
        'go-handicap',
        `handicap stone ${vertexToString(geo.size, m)} is repeated`,
        vertexToString(geo.size, m),
      );
    cells[p] = BLACK;
  }
  pos.loadBoard(cells, WHITE, 0, 0);
  return ok(undefined);
}
