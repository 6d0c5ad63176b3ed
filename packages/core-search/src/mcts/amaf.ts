import type { MctsTree } from './tree.js';

/**
 * All-moves-as-first bookkeeping for RAVE. After a playout, every child of a node on the tree path
 * whose move the same player played later in the game (in the tree or in the playout) gets the
 * playout's reward. Marks are stamped per playout in arrays indexed by move id, so nothing is
 * cleared or allocated per playout.
 *
 * With `decay` > 0 an update weighs more the sooner the move came after the node (as Fuego's
 * weighted RAVE updates): weight 1 + decay at the node's own move, falling linearly to 1 − decay
 * at the game's end, so a move played at once counts more than one played long after in a
 * changed position. 0 = every update weighs 1.
 */
export class AmafUpdater {
  /** Per player, the stamp of the last playout in which it played each move id. */
  private readonly marks0: Int32Array;
  private readonly marks1: Int32Array;
  /** Per player, the earliest index in the game (tree moves, then the playout) of each marked move. */
  private readonly first0: Int32Array;
  private readonly first1: Int32Array;
  private stamp = 0;

  constructor(
    moveIdLimit: number,
    private readonly decay = 0,
  ) {
    this.marks0 = new Int32Array(moveIdLimit);
    this.marks1 = new Int32Array(moveIdLimit);
    this.first0 = new Int32Array(moveIdLimit);
    this.first1 = new Int32Array(moveIdLimit);
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
    const { marks0, marks1, first0, first1, decay } = this;
    // Marked from the end, so the earliest index of a move stays.
    for (let i = playLen - 1; i >= 0; i--) {
      const m = playMoves[i]!;
      if (playPlayers[i] === 0) {
        marks0[m] = stamp;
        first0[m] = depth + i;
      } else {
        marks1[m] = stamp;
        first1[m] = depth + i;
      }
    }
    const firstChild = tree.firstChild;
    const childCount = tree.childCount;
    const move = tree.move;
    const amafVisits = tree.amafVisits;
    const amafWins = tree.amafWins;
    const end = depth + playLen;
    for (let k = depth; k >= 0; k--) {
      // Moves from path[k] onward: the playout, then tree moves k..depth-1 (marked going up).
      let player = leafPlayer;
      if (k < depth) {
        player = treePlayers[k]!;
        const m = treeMoves[k]!;
        if (player === 0) {
          marks0[m] = stamp;
          first0[m] = k;
        } else {
          marks1[m] = stamp;
          first1[m] = k;
        }
      }
      const node = path[k]!;
      const first = firstChild[node]!;
      if (first < 0) continue;
      const marks = player === 0 ? marks0 : marks1;
      const firsts = player === 0 ? first0 : first1;
      const reward = player === 0 ? reward0 : 1 - reward0;
      const last = first + childCount[node]!;
      // Weight 1 + decay at index k, falling by 2·decay over the moves left in the game (exactly 1
      // when decay is 0).
      const slope = (2 * decay) / Math.max(end - k, 1);
      for (let c = first; c < last; c++) {
        const m = move[c]!;
        if (marks[m] === stamp) {
          const w = 1 + decay - slope * (firsts[m]! - k);
          amafVisits[c]! += w;
          amafWins[c]! += w * reward;
        }
      }
    }
  }
}
