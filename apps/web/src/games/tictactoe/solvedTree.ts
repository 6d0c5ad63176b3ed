import { cellName, type TicTacToePosition, TicTacToeSolver, type Value } from '@qi/game-tictactoe';
import type { TreeRow } from '../../ui/ExpandableTree.js';

/** One solver for the page: its memo (3^9 boards) fills once and then answers any position at once. */
const solver = new TicTacToeSolver();

const SIDES = ['X', 'O'] as const;

/** "X wins in 3", "draw", from a value for `mover` with `distance` plies to the end. */
export function verdict(value: Value, mover: 0 | 1, distance: number): string {
  if (value === 0) return distance === 0 ? 'draw' : `draw (${distance} plies)`;
  const winner = value === 1 ? mover : 1 - mover;
  return `${SIDES[winner]} wins in ${distance}`;
}

const tone = (value: Value): TreeRow['tone'] => (value === 0 ? 'even' : value === 1 ? 'good' : 'bad');

/** The root row: the position's value under perfect play. */
export function rootRow(pos: TicTacToePosition): TreeRow {
  const s = solver.solve(pos);
  const o = pos.outcome();
  const detail =
    o.kind !== 'ongoing'
      ? o.kind === 'draw'
        ? 'draw (board full)'
        : `${SIDES[o.winner]} has won`
      : verdict(s.value, pos.toMove, s.distance);
  return { label: 'this position', detail, childCount: s.moves.length, tone: tone(s.value) };
}

/**
 * The children of the node reached by `path` (indices into each node's solved move list, best first):
 * every legal move with its exact minimax value, as a row of the explorer.
 */
export function childRows(root: TicTacToePosition, path: readonly number[]): TreeRow[] {
  const pos = root.clone();
  for (const i of path) {
    const m = solver.solve(pos).moves[i];
    if (!m) return [];
    pos.make(m.move);
  }
  const s = solver.solve(pos);
  const mover = pos.toMove;
  return s.moves.map((m) => {
    pos.make(m.move);
    const grandchildren = pos.outcome().kind === 'ongoing' ? solver.solve(pos).moves.length : 0;
    pos.unmake();
    return {
      label: `${SIDES[mover]} ${cellName(m.move)}`,
      detail: verdict(m.value, mover, m.distance),
      childCount: grandchildren,
      best: s.bestMoves.includes(m.move),
      // Tone from the mover's view: a good move keeps the best value.
      tone: m.value === s.value ? 'good' : 'bad',
    };
  });
}
