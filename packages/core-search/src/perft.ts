import type { Game, Position } from './game.js';

/** Leaf count at `depth` by make/unmake through the contract (bulk-counted at depth 1); `pos` is restored. */
export function perft<P extends Position>(game: Game<P>, pos: P, depth: number): number {
  if (game.perft) return game.perft(pos, depth);
  const buffers = Array.from({ length: Math.max(1, depth) }, () => new Int32Array(game.info.maxMoves));
  const walk = (d: number): number => {
    const moves = buffers[d - 1]!;
    const n = pos.generate(moves);
    if (d === 1) return n;
    let total = 0;
    for (let i = 0; i < n; i++) {
      pos.make(moves[i]!);
      total += walk(d - 1);
      pos.unmake();
    }
    return total;
  };
  return depth <= 0 ? 1 : walk(depth);
}

/** Per-root-move leaf counts at `depth` (perft "divide"), in generation order. */
export function perftDivide<P extends Position>(
  game: Game<P>,
  pos: P,
  depth: number,
): { move: number; count: number }[] {
  const moves = new Int32Array(game.info.maxMoves);
  const n = pos.generate(moves);
  const out: { move: number; count: number }[] = [];
  for (let i = 0; i < n; i++) {
    const m = moves[i]!;
    pos.make(m);
    out.push({ move: m, count: depth <= 1 ? 1 : perft(game, pos, depth - 1) });
    pos.unmake();
  }
  return out;
}
