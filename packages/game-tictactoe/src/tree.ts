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
  // Base-3 board codes, maintained incrementally: cell i holding piece p adds p * 3^(8-i).
  const seen = new Uint8Array(19683);
  const pow3 = [6561, 2187, 729, 243, 81, 27, 9, 3, 1];
  let positions = 0;
  let nodes = 0;
  let games = 0;
  let xWins = 0;
  let oWins = 0;
  let draws = 0;
  let code = 0;
  for (let i = 0; i < 9; i++) code += pos.cells[i]! * pow3[i]!;
  const walk = (depth: number): void => {
    nodes++;
    if (seen[code] === 0) {
      seen[code] = 1;
      positions++;
    }
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
    const piece = pos.toMove + 1;
    for (let i = 0; i < n; i++) {
      const m = moves[i]!;
      pos.make(m);
      code += piece * pow3[m]!;
      walk(depth + 1);
      code -= piece * pow3[m]!;
      pos.unmake();
    }
  };
  walk(0);
  return { nodes, games, positions, xWins, oWins, draws };
}
