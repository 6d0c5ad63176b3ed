/**
 * Gomoku benchmark: speed (make/unmake, threat search, alpha-beta, MCTS playouts), the tactics suite
 * (solved count and time at 1 s a move), 50 games against a uniformly random player, and a self-play
 * match with VCT against without VCT with a 95% interval.
 *
 *   pnpm --filter @qi/game-gomoku bench
 *   QI_BENCH_GAMES=40 QI_BENCH_MATCH_NODES=20000 QI_BENCH_MOVE_MS=200 pnpm --filter @qi/game-gomoku bench
 */
import { readFileSync } from 'node:fs';
import { mctsSearcher, Rng, unwrap } from '@qi/core-search';
import type { GomokuPosition } from '../src/board.js';
import { GomokuEngine } from '../src/engine.js';
import { createGomoku, type GomokuGame } from '../src/plugin.js';
import type { Rule } from '../src/rules.js';
import { BruteSolver } from '../src/testing/brute.js';
import { ThreatSearch } from '../src/threats.js';

const MATCH_GAMES = Number(process.env.QI_BENCH_GAMES ?? 60);
const MOVE_MS = Number(process.env.QI_BENCH_MOVE_MS ?? 100);
/** The self-play match runs on node budgets, so it replays exactly and a loaded machine does not skew it. */
const MATCH_NODES = Number(process.env.QI_BENCH_MATCH_NODES ?? 8000);
const MATCH_THREAT_NODES = Number(process.env.QI_BENCH_MATCH_THREAT_NODES ?? 20000);
const RANDOM_GAMES = Number(process.env.QI_BENCH_RANDOM_GAMES ?? 50);

interface Fixture {
  readonly id: string;
  readonly size: number;
  readonly rule: Rule;
  readonly position: string;
  readonly moves: number;
}
const suite = JSON.parse(
  readFileSync(new URL('../fixtures/tactics.json', import.meta.url), 'utf8'),
) as Record<'vcf' | 'vct' | 'defend', Fixture[]>;

const games = new Map<string, GomokuGame>();
const gameOf = (size: number, rule: Rule) => {
  const key = `${size}:${rule}`;
  if (!games.has(key)) games.set(key, unwrap(createGomoku({ size, rule })));
  return games.get(key)!;
};
const fmt = (n: number) => Math.round(n).toLocaleString('en-US');
const cpuMs = () => process.cpuUsage().user / 1000;

function speed(): void {
  console.log('## speed');
  const game = gameOf(15, 'freestyle');
  const pos = unwrap(game.decode('15:h8,i9,h9,h10,g8,i8,i10,g10,f9,j7,e10,k6'));
  const moves = new Int32Array(225);
  const n = pos.generate(moves);
  let count = 0;
  const t = performance.now();
  const c = cpuMs();
  while (performance.now() - t < 1500) {
    for (let i = 0; i < n; i++) {
      pos.make(moves[i]!);
      pos.unmake();
    }
    count += n;
  }
  console.log(
    `make+unmake: ${fmt((count * 1000) / (performance.now() - t))}/s wall, ${fmt((count * 1000) / (cpuMs() - c))}/s cpu`,
  );

  // Threat search over the suite's positions (decoded first; one warm-up pass, then timed).
  const decoded = (list: Fixture[]) => list.map((f) => unwrap(gameOf(f.size, f.rule).decode(f.position)));
  const vcfs = decoded(suite.vcf);
  const threatened = decoded(suite.defend);
  const vcts = decoded(suite.vct);
  const threatPass = () => {
    const ts = new ThreatSearch();
    let total = 0;
    for (const p of vcfs) total += ts.vcf(p, { depth: 30 }).nodes;
    for (const p of threatened) {
      p.pass();
      total += ts.vcf(p, { depth: 30 }).nodes;
      p.unpass();
    }
    for (const p of vcts) total += ts.vct(p, { depth: 5 }).nodes;
    return total;
  };
  threatPass();
  const t2 = performance.now();
  let nodes = 0;
  for (let i = 0; i < 5; i++) nodes += threatPass();
  const threatMs = performance.now() - t2;
  console.log(
    `threat search: ${fmt(nodes)} nodes in ${threatMs.toFixed(0)} ms = ${fmt((nodes * 1000) / threatMs)} nodes/s`,
  );

  const engine = new GomokuEngine(game);
  const mid = unwrap(game.decode('15:h8,i9,h9,h10,g8,i8,i10,g10,f9,f7'));
  const t3 = performance.now();
  const r = engine.choose(mid, {
    timeMs: 0,
    nodes: 100_000,
    seed: 1,
    vct: false,
    defendVcf: false,
    vcf: false,
  });
  console.log(
    `alpha-beta (candidates): ${fmt(r.nodes)} nodes in ${(performance.now() - t3).toFixed(0)} ms = ${fmt((r.nodes * 1000) / (performance.now() - t3))} nodes/s`,
  );

  const mcts = unwrap(mctsSearcher.create(game, {}));
  const t4 = performance.now();
  const m = mcts.start(mid, { nodes: 3000, seed: 1 }).run();
  console.log(
    `mcts: ${fmt(m.stats.playouts)} playouts in ${(performance.now() - t4).toFixed(0)} ms = ${fmt((m.stats.playouts * 1000) / (performance.now() - t4))} playouts/s`,
  );
}

function tactics(): void {
  console.log('\n## tactics suite (engine at 1 s a move; answers checked by the brute-force solver)');
  for (const kind of ['vcf', 'vct', 'defend'] as const) {
    let correct = 0;
    let inTime = 0;
    let total = 0;
    let worst = 0;
    let cpu = 0;
    for (const f of suite[kind]) {
      const game = gameOf(f.size, f.rule);
      const pos = unwrap(game.decode(f.position));
      const engine = new GomokuEngine(game);
      const t = performance.now();
      const c = cpuMs();
      const e = engine.choose(pos, { timeMs: 1000, seed: 1 });
      const ms = performance.now() - t;
      cpu += cpuMs() - c;
      total += ms;
      worst = Math.max(worst, ms);
      const b = new BruteSolver(
        pos.size,
        pos.rule as 'freestyle' | 'standard',
        pos.board,
        (pos.toMove + 1) as 1 | 2,
      );
      b.maxNodes = 2_000_000;
      let ok: boolean;
      if (kind === 'defend') {
        b.board[e.move] = b.toMove;
        b.toMove = (3 - b.toMove) as 1 | 2;
        ok = !b.attackerWins(12, 'vcf');
      } else ok = b.winsWith(e.move, f.moves, kind === 'vcf' ? 'vcf' : 'threats');
      if (ok) correct++;
      else console.log(`  ${f.id}: wrong move (${e.reason}, ${ms.toFixed(0)} ms)`);
      if (ms <= 1000) inTime++;
    }
    const n = suite[kind].length;
    console.log(
      `${kind}: ${correct}/${n} correct, ${inTime}/${n} answered within 1 s; ${(total / n).toFixed(0)} ms average (${(cpu / n).toFixed(0)} ms cpu), ${worst.toFixed(0)} ms worst`,
    );
  }
  console.log(
    '(a defence is found early; the engine then searches the refuting moves for the rest of its second)',
  );
}

function vsRandom(): void {
  console.log(
    `\n## against a uniformly random player (${RANDOM_GAMES} games, 15x15 freestyle, ${MOVE_MS} ms a move)`,
  );
  const game = gameOf(15, 'freestyle');
  const engine = new GomokuEngine(game);
  const moves = new Int32Array(225);
  let wins = 0;
  let plies = 0;
  let slowest = 0;
  for (let g = 0; g < RANDOM_GAMES; g++) {
    const rng = new Rng(7000 + g);
    const pos = game.initial();
    const side = g % 2;
    while (pos.outcome().kind === 'ongoing') {
      if (pos.toMove === side) {
        const e = engine.choose(pos, { timeMs: MOVE_MS, seed: g });
        slowest = Math.max(slowest, e.timeMs);
        pos.make(e.move);
      } else pos.make(moves[rng.int(pos.generate(moves))]!);
    }
    const o = pos.outcome();
    if (o.kind === 'win' && o.winner === side) wins++;
    plies += pos.ply;
  }
  console.log(
    `won ${wins}/${RANDOM_GAMES} (${((100 * wins) / RANDOM_GAMES).toFixed(0)}%), ${(plies / RANDOM_GAMES).toFixed(1)} plies a game, slowest move ${slowest.toFixed(0)} ms`,
  );
}

/** A random opening of a few nearby moves, so the match games differ. */
function opening(game: GomokuGame, seed: number): GomokuPosition {
  const rng = new Rng(seed);
  const pos = game.initial();
  const size = game.size;
  const mid = (size - 1) >> 1;
  pos.make(mid * size + mid);
  const count = 2 + rng.int(3);
  while (pos.stones <= count) {
    const x = mid - 2 + rng.int(5);
    const y = mid - 2 + rng.int(5);
    if (pos.isLegal(y * size + x)) pos.make(y * size + x);
  }
  return pos;
}

function match(): void {
  console.log(
    `\n## self-play: VCT on vs VCT off (${MATCH_GAMES} games, 15x15 standard, ${MATCH_NODES} alpha-beta nodes, ${MATCH_THREAT_NODES} nodes per threat search)`,
  );
  const game = gameOf(15, 'standard');
  const a = new GomokuEngine(game);
  const b = new GomokuEngine(game);
  let score = 0;
  let sumSq = 0;
  let draws = 0;
  let slowest = 0;
  let vctWins = 0;
  for (let g = 0; g < MATCH_GAMES; g++) {
    // Each opening is played twice, with colours swapped.
    const pos = opening(game, 100 + (g >> 1));
    const vctSide = (g + pos.toMove) % 2;
    a.newGame();
    b.newGame();
    while (pos.outcome().kind === 'ongoing') {
      const withVct = pos.toMove === vctSide;
      const e = (withVct ? a : b).choose(pos, {
        timeMs: 0,
        nodes: MATCH_NODES,
        threatNodes: MATCH_THREAT_NODES,
        seed: g,
        vct: withVct,
      });
      slowest = Math.max(slowest, e.timeMs);
      if (withVct && e.reason === 'vct') vctWins++;
      pos.make(e.move);
    }
    const o = pos.outcome();
    const s = o.kind === 'win' ? (o.winner === vctSide ? 1 : 0) : 0.5;
    if (o.kind === 'draw') draws++;
    score += s;
    sumSq += s * s;
  }
  const n = MATCH_GAMES;
  const mean = score / n;
  const sd = Math.sqrt(Math.max(0, sumSq / n - mean * mean));
  const half = (1.96 * sd) / Math.sqrt(n);
  const elo = (p: number) => (p <= 0 ? -Infinity : p >= 1 ? Infinity : -400 * Math.log10(1 / p - 1));
  console.log(
    `VCT on scores ${score}/${n} = ${(100 * mean).toFixed(1)}% ± ${(100 * half).toFixed(1)}% (95%), ${draws} draws, ${vctWins} VCT moves played, slowest move ${slowest.toFixed(0)} ms; Elo ${elo(mean).toFixed(0)} [${elo(mean - half).toFixed(0)}, ${elo(mean + half).toFixed(0)}]`,
  );
}

const started = performance.now();
speed();
tactics();
vsRandom();
match();
console.log('');
await import('./gomocup.js');
console.log('');
await import('./ab-vs-mcts.js');
console.log(`\nbench done in ${((performance.now() - started) / 1000).toFixed(0)} s`);
