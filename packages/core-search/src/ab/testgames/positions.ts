import type { Game, Position } from '../../game.js';
import { unwrap } from '../../result.js';
import { Rng } from '../../rng.js';
import type { SearchResult } from '../../search.js';
import { minimaxSearcher } from '../../simple/minimax.js';

/** Seeded random ongoing positions reached by `minPlies..maxPlies` random moves from the start. */
export function randomPositions<P extends Position>(
  game: Game<P>,
  count: number,
  seed: number,
  minPlies: number,
  maxPlies: number,
): P[] {
  const rng = new Rng(seed);
  const moves = new Int32Array(game.info.maxMoves);
  const out: P[] = [];
  for (let tries = 0; out.length < count && tries < count * 50; tries++) {
    const pos = game.initial();
    const plies = minPlies + rng.int(maxPlies - minPlies + 1);
    for (let i = 0; i < plies; i++) {
      const n = pos.generate(moves);
      if (n === 0) break;
      pos.make(moves[rng.int(n)]!);
    }
    // A fresh decode drops the move history, as a position handed to a searcher would.
    if (pos.outcome().kind === 'ongoing') out.push(unwrap(game.decode(game.encode(pos))));
  }
  return out;
}

/** Plain minimax (the reference) to `depth` plies, first move on ties. */
export function minimax<P extends Position>(game: Game<P>, pos: P, depth: number): SearchResult {
  const s = unwrap(minimaxSearcher.create(game, { depth, tieBreak: 'first' }));
  return s.start(pos).run();
}

/** The legal moves of `pos`. */
export function legalMoves(pos: Position, maxMoves: number): number[] {
  const buf = new Int32Array(maxMoves);
  return [...buf.subarray(0, pos.generate(buf))];
}
