import type { NodeView } from '../search.js';
import { nodeValue } from './report.js';
import { type MctsTree, UNPROVEN } from './tree.js';

/**
 * A live, read-only window on one node of the typed-array tree; children are materialized only
 * when asked for, so a UI can browse a huge tree cheaply. Valid until the searcher's next
 * `start()` or `newGame()` (which may re-root or clear the tree).
 */
export class MctsNodeView implements NodeView {
  constructor(
    private readonly tree: MctsTree,
    private readonly index: number,
  ) {}

  get move(): number {
    return this.tree.move[this.index]!;
  }
  get visits(): number {
    return this.tree.visits[this.index]!;
  }
  get value(): number {
    return nodeValue(this.tree, this.index);
  }
  get bound(): 'exact' | 'none' {
    return this.tree.proven[this.index] === UNPROVEN ? 'none' : 'exact';
  }

  children(): readonly NodeView[] {
    const first = this.tree.firstChild[this.index]!;
    if (first < 0) return [];
    const out: NodeView[] = [];
    const end = first + this.tree.childCount[this.index]!;
    for (let i = first; i < end; i++) out.push(new MctsNodeView(this.tree, i));
    return out;
  }
}
