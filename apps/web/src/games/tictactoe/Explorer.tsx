import { countTree, type TicTacToePosition } from '@qi/game-tictactoe';
import { useMemo, useState } from 'react';
import { ExpandableTree } from '../../ui/ExpandableTree.js';
import type { ExplorerProps } from '../types.js';
import { childRows, rootRow } from './solvedTree.js';

/**
 * The whole game tree below the shown position, every node with its exact minimax value. Built only when
 * asked for: solving and counting the 549,946-node tree blocks the page for a few hundred milliseconds,
 * which must not happen on first load.
 */
export function TicTacToeExplorer(props: ExplorerProps<TicTacToePosition>) {
  const [open, setOpen] = useState(false);
  if (!open)
    return (
      <div className="solved-tree" data-testid="game-tree">
        <button type="button" data-testid="game-tree-open" onClick={() => setOpen(true)}>
          Show the solved game tree (exact values)
        </button>
      </div>
    );
  return <SolvedTree {...props} />;
}

function SolvedTree({ game, pos }: ExplorerProps<TicTacToePosition>) {
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
