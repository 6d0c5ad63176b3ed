/**
 * Builds fixtures/tactics.json: VCF, VCT and defend-against-VCF positions taken from seeded engine
 * self-play games, each verified by the independent brute-force solver (src/testing/brute.ts).
 *
 *   pnpm --filter @qi/game-gomoku fixtures
 *
 * VCF: the side to move wins by fours within N of its moves (the five included), 4 <= N <= 8, and not
 * within N-1 (so 3..7 fours then the five); nobody has a five to play at the start.
 * VCT: no VCF, but a forced win within N moves using fours and open threes (N = 3 or 4).
 * Defend: the side to move has no VCF, the opponent would have one if it moved, and some move
 * refutes it (after it the opponent has no VCF within 12 moves); few moves do.
 */
import { writeFileSync } from 'node:fs';
import { Rng, unwrap } from '@qi/core-search';
import type { GomokuPosition } from '../src/board.js';
import { cellName } from '../src/codec.js';
import { GomokuEngine } from '../src/engine.js';
import { createGomoku } from '../src/plugin.js';
import type { Rule } from '../src/rules.js';
import { BruteBudgetExceeded, BruteSolver } from '../src/testing/brute.js';
import { findOpponentVcf, ThreatSearch } from '../src/threats.js';

interface Fixture {
  readonly id: string;
  readonly size: number;
  readonly rule: Rule;
  readonly position: string;
  readonly toMove: 'black' | 'white';
  /** Attacker moves in the shortest forced win, the five included (VCF/VCT); for defend, the threat's. */
  readonly moves: number;
  readonly line: readonly string[];
  /** Defend fixtures: how many candidate moves refute the threat. */
  readonly defences?: number;
  readonly candidates?: number;
}

const DEFEND_DEPTH = 12;
const out = { vcf: [] as Fixture[], vct: [] as Fixture[], defend: [] as Fixture[] };
const WANT = { vcf: 28, vct: 8, defend: 8 };
const configs: { size: number; rule: Rule }[] = [
  { size: 15, rule: 'freestyle' },
  { size: 15, rule: 'standard' },
  { size: 19, rule: 'freestyle' },
  { size: 10, rule: 'standard' },
];

const brute = (pos: GomokuPosition, maxNodes = 2_000_000) => {
  const b = new BruteSolver(
    pos.size,
    pos.rule as 'freestyle' | 'standard',
    pos.board,
    (pos.toMove + 1) as 1 | 2,
  );
  b.maxNodes = maxNodes;
  return b;
};

/** Runs a brute-force check; null when it runs out of nodes. */
function within<T>(check: () => T): T | null {
  try {
    return check();
  } catch (e) {
    if (e instanceof BruteBudgetExceeded) return null;
    throw e;
  }
}

function fixture(
  kind: string,
  pos: GomokuPosition,
  moves: number,
  line: readonly number[],
  extra = {},
): Fixture {
  const game = unwrap(createGomoku({ size: pos.size, rule: pos.rule }));
  return {
    id: `${kind}-${pos.size}-${pos.rule}-${out.vcf.length + out.vct.length + out.defend.length + 1}`,
    size: pos.size,
    rule: pos.rule,
    position: game.encode(pos),
    toMove: pos.toMove === 0 ? 'black' : 'white',
    moves,
    line: line.map((m) => cellName(pos.size, m)),
    ...extra,
  };
}

function tryVcf(pos: GomokuPosition, ts: ThreatSearch): boolean {
  if (out.vcf.length >= WANT.vcf) return false;
  const r = ts.vcf(pos, { depth: 8, nodes: 400_000 });
  if (!r.win || r.depth < 4) return false;
  // Spread the suite over sizes, rules and lengths.
  const same = out.vcf.filter((f) => f.size === pos.size && f.rule === pos.rule).length;
  const sameLength = out.vcf.filter((f) => f.moves === r.depth).length;
  if (same >= WANT.vcf / 3 || sameLength >= WANT.vcf / 4) return false;
  const wins = within(() => brute(pos).attackerWins(r.depth, 'vcf'));
  const faster = within(() => brute(pos).attackerWins(r.depth - 1, 'vcf'));
  if (wins === null || faster === null) return false;
  if (!wins || faster) {
    console.error('brute force disagrees on', fixture('vcf', pos, r.depth, r.line).position);
    return false;
  }
  out.vcf.push(fixture('vcf', pos, r.depth, r.line));
  return true;
}

function tryVct(pos: GomokuPosition, ts: ThreatSearch): boolean {
  if (out.vct.length >= WANT.vct) return false;
  if (ts.vcf(pos, { depth: 20, nodes: 100_000 }).win) return false;
  const r = ts.vct(pos, { depth: 4, nodes: 30_000 });
  if (!r.win || r.depth < 3) return false;
  const t = performance.now();
  const confirmed = within(() => brute(pos, 60_000).winsWith(r.move, r.depth, 'threats'));
  if (confirmed === null) return false;
  if (!confirmed) {
    console.error('brute force cannot confirm VCT', fixture('vct', pos, r.depth, r.line).position);
    return false;
  }
  console.error(`  vct depth ${r.depth} confirmed in ${(performance.now() - t).toFixed(0)} ms`);
  out.vct.push(fixture('vct', pos, r.depth, r.line));
  return true;
}

function tryDefend(pos: GomokuPosition, ts: ThreatSearch, engine: GomokuEngine): boolean {
  if (out.defend.length >= WANT.defend) return false;
  if (ts.vcf(pos, { depth: 20, nodes: 100_000 }).win || ts.vct(pos, { depth: 5, nodes: 20_000 }).win)
    return false;
  const threat = findOpponentVcf(pos, { depth: DEFEND_DEPTH }, ts);
  if (!threat.win || threat.depth < 3) return false;
  // Every candidate checked by brute force: which moves leave the opponent without a VCF?
  const me = (pos.toMove + 1) as 1 | 2;
  const candidates = brute(pos).nearCells();
  let refuting = 0;
  for (const c of candidates) {
    const refutes = within(() => {
      const b = brute(pos, 50_000);
      b.board[c] = me;
      b.toMove = (3 - me) as 1 | 2;
      return !b.attackerWins(DEFEND_DEPTH, 'vcf');
    });
    if (refutes === null) return false;
    if (refutes) refuting++;
    if (refuting > candidates.length / 4) return false;
  }
  if (refuting === 0) return false;
  const choice = engine.choose(pos, { timeMs: 0, vct: false, searcher: 'greedy', threatNodes: 20_000 });
  if (choice.reason !== 'defend-vcf') return false;
  out.defend.push(
    fixture('defend', pos, threat.depth, threat.line, { defences: refuting, candidates: candidates.length }),
  );
  return true;
}

const started = performance.now();
const spent = { vcf: 0, vct: 0, defend: 0, play: 0 };
function timed<T>(kind: keyof typeof spent, f: () => T): T {
  const t = performance.now();
  try {
    return f();
  } finally {
    spent[kind] += performance.now() - t;
  }
}
const games = Number(process.env.FIXTURE_GAMES ?? 1200);
for (let g = 0; g < games; g++) {
  if (out.vcf.length >= WANT.vcf && out.vct.length >= WANT.vct && out.defend.length >= WANT.defend) break;
  const { size, rule } = configs[g % configs.length]!;
  const game = unwrap(createGomoku({ size, rule }));
  const engine = new GomokuEngine(game);
  const ts = new ThreatSearch();
  const rng = new Rng(9000 + g);
  const pos = game.initial();
  const mid = (size - 1) >> 1;
  // A random opening near the centre, then engine play mixed with random nearby moves (every other
  // game plays only random nearby moves: long VCFs are rare once the engine defends).
  const opening = 3 + rng.int(5);
  const randomShare = Math.floor(g / configs.length) % 2 === 0 ? 2 : 1;
  let taken = 0;
  let nextCheck = 0;
  while (pos.outcome().kind === 'ongoing' && pos.stones < size * size - 1) {
    if (
      pos.stones >= 8 &&
      taken < 3 &&
      pos.stones >= nextCheck &&
      pos.fiveCount(0) + pos.fiveCount(1) === 0
    ) {
      if (
        timed('vcf', () => tryVcf(pos, ts)) ||
        timed('vct', () => tryVct(pos, ts)) ||
        timed('defend', () => tryDefend(pos, ts, engine))
      ) {
        taken++;
        nextCheck = pos.stones + 6;
      }
    }
    let move: number;
    if (pos.stones < opening || rng.int(randomShare) === 0) {
      const near: number[] = [];
      for (let c = 0; c < pos.cells; c++)
        if (pos.board[c] === 0 && (pos.stones === 0 ? c === mid * size + mid : pos.near[c]! > 0))
          near.push(c);
      move = near[rng.int(near.length)]!;
    } else
      move = timed(
        'play',
        () => engine.choose(pos, { timeMs: 0, vct: false, threatNodes: 20_000, searcher: 'greedy' }).move,
      );
    pos.make(move);
  }
  console.error(
    `game ${g} (${size} ${rule}): vcf ${out.vcf.length}, vct ${out.vct.length}, defend ${out.defend.length}, ${((performance.now() - started) / 1000).toFixed(0)} s`,
    JSON.stringify(Object.fromEntries(Object.entries(spent).map(([k, v]) => [k, Math.round(v / 1000)]))),
  );
}

const file = new URL('../fixtures/tactics.json', import.meta.url);
writeFileSync(
  file,
  `${JSON.stringify(
    {
      about:
        'Gomoku tactics built by scripts/build-fixtures.ts from seeded self-play and verified by the brute-force solver in src/testing/brute.ts. `moves`: attacker moves of the shortest forced win, the five included (VCF: 4..8, i.e. 3..7 fours then the five; not possible in moves-1). `line`: one winning line found by the engine (cell names: column letter from the left, row from the bottom). Defend: the opponent would have a VCF if it were to move; `defences` of `candidates` nearby moves refute it (no VCF within 12 moves after them).',
      ...out,
    },
    null,
    1,
  )}\n`,
);
console.error(`wrote ${file.pathname}`);
