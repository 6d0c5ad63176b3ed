import { type Rng, unwrap } from '@qi/core-search';
import { parseFen } from '../fen.js';
import { piecesToFen } from './setup.js';

const FILES = 'abcdefghi';
const RED_ADVISOR = ['d0', 'f0', 'e1', 'd2', 'f2'];
const RED_ELEPHANT = ['a2', 'c0', 'c4', 'e2', 'g0', 'g4', 'i2'];
const mirror = (sq: string) => sq[0]! + String(9 - Number(sq.slice(1)));

/** Squares a soldier of `side` may stand on (never behind its start rank; start files only before the river). */
function pawnSquares(side: 0 | 1): string[] {
  const out: string[] = [];
  for (let rel = 3; rel <= 9; rel++)
    for (let f = 0; f < 9; f++) {
      if (rel <= 4 && f % 2 === 1) continue;
      out.push(FILES[f]! + String(side === 0 ? rel : 9 - rel));
    }
  return out;
}

/**
 * A random legal position (for differential tests): each side gets a general in its palace and a random
 * subset of its other pieces on squares they can reach; retried until the FEN is legal (side not to move
 * not in check). `density` in [0,1] is the chance to place each non-general piece.
 */
export function randomPositionFen(rng: Rng, density: number): string {
  for (;;) {
    const used = new Set<string>();
    const tokens: string[] = [];
    const place = (letter: string, squares: readonly string[]) => {
      const free = squares.filter((s) => !used.has(s));
      if (free.length === 0) return;
      const sq = free[rng.int(free.length)]!;
      used.add(sq);
      tokens.push(letter + sq);
    };
    const everywhere: string[] = [];
    for (let r = 0; r < 10; r++) for (let f = 0; f < 9; f++) everywhere.push(FILES[f]! + String(r));
    for (const side of [0, 1] as const) {
      const own = (sq: readonly string[]) => (side === 0 ? sq : sq.map(mirror));
      const L = (c: string) => (side === 0 ? c : c.toLowerCase());
      const palace = own(['d0', 'e0', 'f0', 'd1', 'e1', 'f1', 'd2', 'e2', 'f2']);
      place(L('K'), palace);
      for (let i = 0; i < 2; i++) if (rng.float() < density) place(L('A'), own(RED_ADVISOR));
      for (let i = 0; i < 2; i++) if (rng.float() < density) place(L('E'), own(RED_ELEPHANT));
      for (const c of ['H', 'R', 'C'])
        for (let i = 0; i < 2; i++) if (rng.float() < density) place(L(c), everywhere);
      for (let i = 0; i < 5; i++) if (rng.float() < density) place(L('P'), pawnSquares(side));
    }
    const fen = piecesToFen(tokens.join(' '), rng.int(2) ? 'b' : 'w');
    if (parseFen(fen).ok) return fen;
  }
}

/** Decodes a FEN produced by `randomPositionFen` (always legal). */
export const randomPositionSetup = (rng: Rng, density: number) =>
  unwrap(parseFen(randomPositionFen(rng, density)));
