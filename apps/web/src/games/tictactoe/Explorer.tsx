import { countTree, type TicTacToePosition } from '@qi/game-tictactoe';
import { useMemo } from 'react';
import { ExpandableTree } from '../../ui/ExpandableTree.js';
import type { ExplorerProps } from '../types.js';
import { childRows, rootRow } from './solvedTree.js';

/** The whole game tree below the shown position, every node with its exact minimax value. */
export function TicTacToeExplorer({ game, pos }: ExplorerProps<TicTacToePosition>) {
  // The page makes a new position object on every render; its encoding says when it really changed.
  const key = game.encode(pos);
  // biome-ignore lint/correctness/useExhaustiveDependencies: keyed by the encoding on purpose.
  const { root, count, snapshot } = useMemo(
    () => ({ root: rootRow(pos), count: countTree(pos), snapshot: pos.clone() }),
    [key],
  );
  return (
    <div className="solved-tree" data-testid="game-tree">
      <p className="muted">
        Game tree from here: {count.nodes.toLocaleString()} nodes, {count.games.toLocaleString()} games (X
        wins {count.xWins.toLocaleString()}, O wins {count.oWins.toLocaleString()}, draws{' '}
        {count.draws.toLocaleString()}
        ). Values are exact (perfect play); best moves are bold.
      </p>
      <ExpandableTree
        key={key}
        root={root}
        load={(path) => Promise.resolve(childRows(snapshot, path))}
        label="tic-tac-toe game tree"
      />
    </div>
  );
}
