import type { TicTacToePosition } from './board.js';

export interface TreeCount {
  /** Every node of the game tree, the root included. */
  readonly nodes: number;
  /** Complete games: leaves of the tree (a win or a full board). */
  readonly games: number;
  /** Distinct positions reached (transpositions merged), the root included. */
  readonly positions: number;
  readonly xWins: number;
  readonly oWins: number;
  readonly draws: number;
}

/** Enumerates the whole game tree below `root` by make/unmake (root is restored). */
export function countTree(root: TicTacToePosition): TreeCount {
  const pos = root.clone();
  const buffers = Array.from({ length: 10 }, () => new Int32Array(9));
  const seen = new Set<number>();
  let nodes = 0;
  let games = 0;
  let xWins = 0;
  let oWins = 0;
  let draws = 0;
  const key = (): number => {
    let k = 0;
    for (let i = 0; i < 9; i++) k = k * 3 + pos.cells[i]!;
    return k;
  };
  const walk = (depth: number): void => {
    nodes++;
    seen.add(key());
    const o = pos.outcome();
    if (o.kind !== 'ongoing') {
      games++;
      if (o.kind === 'draw') draws++;
      else if (o.winner === 0) xWins++;
      else oWins++;
      return;
    }
    const moves = buffers[depth]!;
    const n = pos.generate(moves);
    for (let i = 0; i < n; i++) {
      pos.make(moves[i]!);
      walk(depth + 1);
      pos.unmake();
    }
  };
  walk(0);
  return { nodes, games, positions: seen.size, xWins, oWins, draws };
}
