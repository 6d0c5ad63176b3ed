import type { MctsTree } from './tree.js';

/**
 * All-moves-as-first bookkeeping for RAVE. After a playout, every child of a node on the tree path
 * whose move the same player played later in the game (in the tree or in the playout) gets the
 * playout's reward. Marks are stamped per playout in arrays indexed by move id, so nothing is
 * cleared or allocated per playout.
 */
export class AmafUpdater {
  /** Per player, the stamp of the last playout in which it played each move id. */
  private readonly marks0: Int32Array;
  private readonly marks1: Int32Array;
  private stamp = 0;

  constructor(moveIdLimit: number) {
    this.marks0 = new Int32Array(moveIdLimit);
    this.marks1 = new Int32Array(moveIdLimit);
  }

  /**
   * `path[0..depth]` are the tree nodes from the root; `treeMoves[k]`/`treePlayers[k]` the move
   * played from `path[k]` and who played it; `playMoves`/`playPlayers[0..playLen)` the playout from
   * the leaf, whose side to move is `leafPlayer`. `reward0` is the reward for player 0.
   */
  update(
    tree: MctsTree,
    path: Int32Array,
    depth: number,
    treeMoves: Int32Array,
    treePlayers: Uint8Array,
    playMoves: Int32Array,
    playPlayers: Uint8Array,
    playLen: number,
    leafPlayer: number,
    reward0: number,
  ): void {
    // Stamps stay int32 like the arrays that hold them (0 means never, so it is skipped).
    const stamp = (this.stamp = (this.stamp + 1) | 0 || 1);
    const marks0 = this.marks0;
    const marks1 = this.marks1;
    for (let i = playLen - 1; i >= 0; i--) (playPlayers[i] === 0 ? marks0 : marks1)[playMoves[i]!] = stamp;
    const firstChild = tree.firstChild;
    const childCount = tree.childCount;
    const move = tree.move;
    const amafVisits = tree.amafVisits;
    const amafWins = tree.amafWins;
    for (let k = depth; k >= 0; k--) {
      // Moves from path[k] onward: the playout, then tree moves k..depth-1 (marked going up).
      let player = leafPlayer;
      if (k < depth) {
        player = treePlayers[k]!;
        (player === 0 ? marks0 : marks1)[treeMoves[k]!] = stamp;
      }
      const node = path[k]!;
      const first = firstChild[node]!;
      if (first < 0) continue;
      const marks = player === 0 ? marks0 : marks1;
      const reward = player === 0 ? reward0 : 1 - reward0;
      const end = first + childCount[node]!;
      for (let c = first; c < end; c++) {
        if (marks[move[c]!] === stamp) {
          amafVisits[c]!++;
          amafWins[c]! += reward;
        }
      }
    }
  }
}
