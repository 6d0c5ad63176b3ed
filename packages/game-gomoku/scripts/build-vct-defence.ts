/**
 * Builds fixtures/vct-defence.json: positions where the opponent of the side to move would win by a
 * VCT (fours and open threes) if it moved, but has no VCF, and where the side to move has no win of
 * its own. Each comes with its defence set, decided by the independent brute-force solver
 * (src/testing/brute.ts) for EVERY empty cell: the cells after which the opponent, to move, has no
 * forced five within `moves` of its moves (the threat's length), attacking with any move within
 * distance 2 of a stone while the defender may answer anywhere.
 *
 *   pnpm --filter @qi/game-gomoku exec node --conditions=@qi/source --import tsx scripts/build-vct-defence.ts
 *
 * Positions come from seeded games mixing random nearby moves and the engine's greedy moves.
 */
import { writeFileSync } from 'node:fs';
import { Rng, unwrap } from '@qi/core-search';
import type { GomokuPosition } from '../src/board.js';
import { cellName } from '../src/codec.js';
import { GomokuEngine } from '../src/engine.js';
import { createGomoku } from '../src/plugin.js';
import type { Rule } from '../src/rules.js';
import { BruteBudgetExceeded, BruteSolver } from '../src/testing/brute.js';
import { ThreatSearch } from '../src/threats.js';
import { findOpponentVct } from '../src/vct-defence.js';

interface Fixture {
  readonly id: string;
  readonly size: number;
  readonly rule: Rule;
  readonly position: string;
  readonly toMove: 'black' | 'white';
  /** Attacker moves of the opponent's shortest VCT found, the five included. */
  readonly moves: number;
  /** One winning line of the opponent (if the side to move passed). */
  readonly line: readonly string[];
  /** Every empty cell after which the opponent has no forced five within `moves` (brute force). */
  readonly defences: readonly string[];
  /** Empty cells within distance 2 of a stone (for scale: how selective the defence set is). */
  readonly near: number;
}

const WANT = Number(process.env.VCT_DEFENCE_WANT ?? 24);
const GAMES = Number(process.env.VCT_DEFENCE_GAMES ?? 3000);
const configs: { size: number; rule: Rule }[] = [
  { size: 15, rule: 'freestyle' },
  { size: 10, rule: 'freestyle' },
  { size: 15, rule: 'standard' },
  { size: 10, rule: 'standard' },
];
const out: Fixture[] = [];
/** How many positions reached each stage (printed with the progress). */
const stage = { threat: 0, confirmed: 0 };

const brute = (pos: GomokuPosition, toMove: 1 | 2, maxNodes: number) => {
  const b = new BruteSolver(pos.size, pos.rule as 'freestyle' | 'standard', pos.board, toMove);
  b.maxNodes = maxNodes;
  return b;
};

function within<T>(check: () => T): T | null {
  try {
    return check();
  } catch (e) {
    if (e instanceof BruteBudgetExceeded) return null;
    throw e;
  }
}

function tryPosition(pos: GomokuPosition, ts: ThreatSearch): boolean {
  if (pos.fiveCount(0) + pos.fiveCount(1) > 0) return false;
  // The side to move has no win of its own, and the opponent no VCF: only its VCT threatens.
  if (ts.vcf(pos, { depth: 20, nodes: 50_000 }).win || ts.vct(pos, { depth: 5, nodes: 20_000 }).win)
    return false;
  pos.pass();
  const vcf = ts.vcf(pos, { depth: 20, nodes: 50_000 });
  pos.unpass();
  if (vcf.win || !vcf.complete) return false;
  const threat = findOpponentVct(pos, { depth: 3, nodes: 30_000, shortest: true }, ts);
  // Threats of 3 attacker moves (an open three, a four, the five): brute force decides those quickly.
  if (!threat.win || threat.depth !== 3) return false;
  stage.threat++;
  if (process.env.VCT_DEFENCE_DEBUG) console.error(`threat depth ${threat.depth} at ${pos.stones} stones`);
  const me = (pos.toMove + 1) as 1 | 2;
  const you = (3 - me) as 1 | 2;
  // Brute force agrees the opponent wins within `depth` if we pass, and not faster.
  const wins = within(() => brute(pos, you, 400_000).attackerWins(threat.depth, 'threats'));
  if (wins !== true) return false;
  stage.confirmed++;
  if (process.env.VCT_DEFENCE_DEBUG) console.error('confirmed');
  const near = brute(pos, me, 1).nearCells().length;
  const defences: number[] = [];
  for (let c = 0; c < pos.cells; c++) {
    if (pos.board[c] !== 0) continue;
    const refutes = within(() => {
      const b = brute(pos, me, 400_000);
      b.board[c] = me;
      b.toMove = you;
      // Tries start next to the threat's first move and the candidate (order only, not the answer).
      b.recent = [threat.move, c];
      return !b.attackerWins(threat.depth, 'threats');
    });
    if (refutes === null) return false;
    if (refutes) defences.push(c);
    // Interesting positions only: few defences.
    if (defences.length > near / 4) return false;
  }
  if (defences.length === 0) return false;
  const game = unwrap(createGomoku({ size: pos.size, rule: pos.rule }));
  out.push({
    id: `vct-defence-${pos.size}-${pos.rule}-${out.length + 1}`,
    size: pos.size,
    rule: pos.rule,
    position: game.encode(pos),
    toMove: pos.toMove === 0 ? 'black' : 'white',
    moves: threat.depth,
    line: threat.line.map((m) => cellName(pos.size, m)),
    defences: defences.map((m) => cellName(pos.size, m)),
    near,
  });
  return true;
}

const started = performance.now();
for (let g = 0; g < GAMES && out.length < WANT; g++) {
  const { size, rule } = configs[g % configs.length]!;
  const game = unwrap(createGomoku({ size, rule }));
  const engine = new GomokuEngine(game);
  const ts = new ThreatSearch();
  const rng = new Rng(41_000 + g);
  const pos = game.initial();
  const mid = (size - 1) >> 1;
  const opening = 3 + rng.int(5);
  let taken = 0;
  let nextCheck = 0;
  while (pos.outcome().kind === 'ongoing' && pos.stones < size * size - 1 && taken < 2) {
    if (pos.stones >= 7 && pos.stones >= nextCheck && tryPosition(pos, ts)) {
      taken++;
      nextCheck = pos.stones + 6;
      console.error(
        `${out.length}: ${out.at(-1)!.id} ${out.at(-1)!.defences.length} defences, ${((performance.now() - started) / 1000).toFixed(0)} s`,
      );
    }
    let move: number;
    if (pos.stones < opening || rng.int(2) === 0) {
      const near: number[] = [];
      for (let c = 0; c < pos.cells; c++)
        if (pos.board[c] === 0 && (pos.stones === 0 ? c === mid * size + mid : pos.near[c]! > 0))
          near.push(c);
      move = near[rng.int(near.length)]!;
    } else
      move = engine.choose(pos, {
        timeMs: 0,
        vct: false,
        threatNodes: 20_000,
        searcher: 'greedy',
      }).move;
    pos.make(move);
  }
  if (g % 10 === 9)
    console.error(
      `game ${g + 1}: ${out.length} positions (threats ${stage.threat}, confirmed ${stage.confirmed}), ${((performance.now() - started) / 1000).toFixed(0)} s`,
    );
}

const file = new URL('../fixtures/vct-defence.json', import.meta.url);
writeFileSync(
  file,
  `${JSON.stringify(
    {
      about:
        'VCT-defence positions built by scripts/build-vct-defence.ts from seeded games. The opponent of the side to move would win by a VCT of `moves` attacker moves (the five included) if it moved, and has no VCF; the side to move has no VCF or VCT. `defences`: every empty cell after which the opponent has no forced five within `moves` of its moves, decided by the brute-force solver in src/testing/brute.ts (attacker moves within distance 2 of a stone, defender answers anywhere). Cell names: column letter from the left, row from the bottom.',
      positions: out,
    },
    null,
    1,
  )}\n`,
);
console.error(`wrote ${out.length} positions to ${file.pathname}`);
