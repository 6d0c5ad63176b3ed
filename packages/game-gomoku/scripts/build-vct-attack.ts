/**
 * Builds fixtures/vct-attack.json: positions from recorded `qi match` games (JSON lines, given as
 * arguments) where the side to move has a VCT that the depth-limited threat search (7 attacker moves,
 * 100k nodes) does not find, and the proof-number search proves with `PROOF_NODES` nodes. Each win is
 * checked one level deeper against EVERY reply: after the first move, every empty cell of the defender
 * (not only the replies the solver generates) is answered by a new proof from a fresh solver, so a
 * defence the move generator would have missed shows up as a failure. A reply the new proof-number search
 * does not answer within `REPLY_NODES` gets a bigger one and then the depth-limited threat search (12
 * moves, 3M nodes); positions where some reply is still unanswered are left out.
 *
 *   node --conditions=@qi/source --import tsx scripts/build-vct-attack.ts /work/runs/gomoku-*.jsonl
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { unwrap } from '@qi/core-search';
import type { GomokuPosition } from '../src/board.js';
import { createGomoku } from '../src/plugin.js';
import { PnSearch } from '../src/pn-search.js';
import { ThreatSearch } from '../src/threats.js';

const PROOF_NODES = 1_000_000;
const REPLY_NODES = 300_000;
const LIMIT = Number(process.env.LIMIT ?? 40);

interface Fixture {
  readonly id: string;
  readonly size: number;
  readonly rule: 'freestyle';
  readonly position: string;
  readonly toMove: 'black' | 'white';
  /** The proof's first move and its main line (attacker and defender moves alternately). */
  readonly move: string;
  readonly line: readonly string[];
  /** Nodes the proof-number search needed (pool nodes). */
  readonly proofNodes: number;
  /** Empty cells tried as the defender's reply after `move`, each answered by a new proof. */
  readonly repliesChecked: number;
}

const game = unwrap(createGomoku({ size: 15, rule: 'freestyle' }));
const dfs = new ThreatSearch({ tableBits: 18 });
const pn = new PnSearch({ poolBits: 20, tableBits: 18 });
const checker = new PnSearch({ poolBits: 20, tableBits: 18 });

/** A new proof for the side to move: the proof-number search, a bigger one, then the depth-limited search. */
function attackerWins(pos: GomokuPosition): boolean {
  checker.clear();
  if (checker.vctSearch(pos, { nodes: REPLY_NODES }).win) return true;
  checker.clear();
  if (checker.vctSearch(pos, { nodes: PROOF_NODES }).win) return true;
  dfs.clear();
  return dfs.vct(pos, { depth: 12, nodes: 3_000_000 }).win;
}

/** Every empty-cell reply after `move` still loses to a new proof. */
function everyReplyLoses(pos: GomokuPosition, move: number): number | null {
  const after = pos.clone();
  after.make(move);
  let n = 0;
  for (let c = 0; c < after.cells; c++) {
    if (after.board[c] !== 0) continue;
    after.make(c);
    const ok = after.outcome().kind === 'ongoing' && attackerWins(after);
    after.unmake();
    if (!ok) return null;
    n++;
  }
  return n;
}

const out: Fixture[] = [];
const seen = new Set<string>();
let tried = 0;
let failed = 0;
for (const file of process.argv.slice(2)) {
  for (const text of readFileSync(file, 'utf8').split('\n')) {
    if (out.length >= LIMIT || !text) continue;
    const g = JSON.parse(text) as { type: string; openingMoves?: string[]; moves?: string[] };
    if (g.type !== 'game') continue;
    const pos = game.initial();
    for (const mv of [...(g.openingMoves ?? []), ...(g.moves ?? [])]) {
      if (pos.outcome().kind !== 'ongoing' || out.length >= LIMIT) break;
      const me = pos.toMove;
      const key = game.encode(pos);
      if (
        pos.stones >= 5 &&
        pos.fiveCount(me) === 0 &&
        pos.fiveCount((1 - me) as 0 | 1) === 0 &&
        !seen.has(key)
      ) {
        seen.add(key);
        dfs.clear();
        pn.clear();
        if (!dfs.vct(pos, { depth: 7, nodes: 100_000 }).win) {
          const r = pn.vctSearch(pos, { nodes: PROOF_NODES });
          if (r.win) {
            tried++;
            const replies = everyReplyLoses(pos, r.move);
            if (replies === null) failed++;
            else {
              const name = (m: number) => game.moveToString(pos, m);
              out.push({
                id: `vct-attack-${out.length + 1}`,
                size: 15,
                rule: 'freestyle',
                position: key,
                toMove: me === 0 ? 'black' : 'white',
                move: name(r.move),
                line: r.line.map(name),
                proofNodes: r.nodes,
                repliesChecked: replies,
              });
              console.error(`${out.length}: ${key} ${name(r.move)} line ${r.line.length} nodes ${r.nodes}`);
            }
          }
        }
      }
      pos.make(unwrap(game.parseMove(pos, mv)));
    }
  }
}
console.error(`proved ${tried}, ${failed} failed the every-reply check, kept ${out.length}`);
const about =
  'VCT-attack positions built by scripts/build-vct-attack.ts from recorded self-play games: the side to move has a VCT the depth-limited threat search (7 moves, 100k nodes) misses; the proof-number search proved it, and after `move` every empty-cell reply was answered by a new proof. Cell names: column letter from the left, row from the bottom.';
writeFileSync(
  new URL('../fixtures/vct-attack.json', import.meta.url),
  `${JSON.stringify({ about, positions: out }, null, 1)}\n`,
);
