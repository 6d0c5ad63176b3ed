/**
 * Go playout benchmarks on 9×9 (and 19×19 for scale), single thread:
 * - bare playouts per second (copyFrom a root + playout + score), uniform ("light") and default;
 * - playouts per second inside core-search's MCTS with its tree: its default options (UCT, priors as
 *   virtual visits) and the Go engine's options (ENGINE_MCTS: RAVE, priors, no exploration term,
 *   leaves expanded after 3 visits), light (uniform) and default playouts.
 * From the empty board and from a fixed middle-game position. Each figure is the best of several
 * rounds, in wall time and per CPU second (this machine is shared, so CPU time is the steadier).
 * The bar is 35,000 playouts/s on 9×9 with light playouts and the tree.
 *
 *   pnpm bench                      (QI_BENCH_MS=<ms per round> to change the round length)
 */
import * as core from '@qi/core-search';
import { type Game, type Position, Rng, type SearcherDef, unwrap } from '@qi/core-search';
import {
  ENGINE_MCTS,
  type GoGame,
  type GoPosition,
  go,
  type PlayoutPolicy,
  renderBoard,
  runPlayout,
} from '../src/index.js';

const ROUND_MS = Number(process.env.QI_BENCH_MS ?? 1500);
const ROUNDS = 3;
const TARGET = 35_000;

interface Rate {
  wall: number;
  cpu: number;
}

/** Best rate over rounds of `work(batch)` (which returns how many playouts it did). */
function measure(work: () => number): Rate {
  let best: Rate = { wall: 0, cpu: 0 };
  work(); // warm up
  for (let r = 0; r < ROUNDS; r++) {
    const t0 = performance.now();
    const c0 = process.cpuUsage();
    let n = 0;
    while (performance.now() - t0 < ROUND_MS) n += work();
    const wall = performance.now() - t0;
    const cu = process.cpuUsage(c0);
    const cpu = (cu.user + cu.system) / 1000;
    const rate = { wall: (n / wall) * 1000, cpu: (n / cpu) * 1000 };
    if (rate.cpu > best.cpu) best = rate;
  }
  return best;
}

function bare(game: GoGame, root: GoPosition, policy: PlayoutPolicy): Rate {
  const scratch = root.clone();
  const rng = new Rng(1);
  const played = new Int32Array(game.info.maxPlies + 64);
  return measure(() => {
    for (let i = 0; i < 200; i++) {
      scratch.copyFrom(root);
      runPlayout(scratch, rng, played, policy, scratch.rules.maxPlies, game.knobs);
      scratch.outcome();
    }
    return 200;
  });
}

function withTree(
  def: SearcherDef,
  game: Game<Position>,
  root: Position,
  options: Record<string, string | number | boolean>,
): Rate {
  let seed = 1;
  return measure(() => {
    const searcher = unwrap(def.create(game, options));
    const r = searcher.start(root, { nodes: 20_000, seed: seed++ }).run();
    return r.stats.playouts;
  });
}

/** A fixed middle game: 30 plies of seeded random moves (no passes) from the empty board. */
function middleGame(game: GoGame): GoPosition {
  const pos = game.initial();
  const rng = new Rng(30);
  const moves = new Int32Array(game.info.maxMoves);
  for (let i = 0; i < 30; i++) pos.make(moves[rng.int(pos.generate(moves) - 1)]!);
  return pos;
}

const fmt = (r: Rate) =>
  `${Math.round(r.wall).toLocaleString('en-US').padStart(8)} /s wall ${Math.round(r.cpu).toLocaleString('en-US').padStart(8)} /cpu-s`;

const mcts = (core as unknown as { mctsSearcher?: SearcherDef }).mctsSearcher;
const light9 = unwrap(go.create({ size: 9, komi: 7, playoutPolicy: 'uniform' }));
const heavy9 = unwrap(go.create({ size: 9, komi: 7, playoutPolicy: 'default' }));
/** The default policy without ladder reading (the `ladders` engine option off). */
const heavy9NoLadders = heavy9.withKnobs({ ...heavy9.knobs, ladders: false });
const starts: [string, GoPosition][] = [
  ['empty board', light9.initial()],
  ['middle game', middleGame(light9)],
];
console.log(`Go playout benchmark (rounds of ${ROUND_MS} ms, best of ${ROUNDS}); middle-game position:`);
console.log(renderBoard(starts[1]![1]));
const results: { label: string; rate: Rate }[] = [];
for (const [where, root] of starts) {
  for (const [name, game] of [
    ['light (uniform)', light9],
    ['default', heavy9],
    ['default, no ladders', heavy9NoLadders],
  ] as const) {
    const rate = bare(game, root, game.policy);
    results.push({ label: `9x9 ${where}, bare playouts, ${name}`, rate });
    console.log(`9x9 ${where.padEnd(12)} bare playouts  ${name.padEnd(16)} ${fmt(rate)}`);
  }
  if (mcts) {
    for (const [name, game, options] of [
      ['light (uniform)', light9, {}],
      ['light, no priors', light9, { priors: false }],
      ['default', heavy9, {}],
      ['light, engine', light9, ENGINE_MCTS],
      ['default, engine', heavy9, ENGINE_MCTS],
      ['default, engine, no ladders', heavy9NoLadders, ENGINE_MCTS],
    ] as const) {
      const pos = game.initial();
      pos.copyFrom(root);
      const rate = withTree(mcts, game as unknown as Game<Position>, pos, options);
      results.push({ label: `9x9 ${where}, MCTS with tree, ${name}`, rate });
      console.log(`9x9 ${where.padEnd(12)} MCTS with tree ${name.padEnd(16)} ${fmt(rate)}`);
    }
  }
}
if (!mcts) console.log('(mctsSearcher is not exported by @qi/core-search yet: tree figures skipped)');

const big = unwrap(go.create({ size: 19, playoutPolicy: 'uniform' }));
const bigRate = bare(big, big.initial(), 'uniform');
console.log(`19x19 empty board  bare playouts  light (uniform)  ${fmt(bigRate)}`);

console.log();
for (const options of ['light (uniform)', 'light, engine']) {
  const treeLight = results.find((r) => r.label === `9x9 empty board, MCTS with tree, ${options}`);
  if (!treeLight) continue;
  console.log(
    `ratio to the 35,000/s bar (9x9 empty, MCTS with tree, ${options.padEnd(15)}, per CPU second):` +
      ` ${(treeLight.rate.cpu / TARGET).toFixed(2)}x (wall: ${(treeLight.rate.wall / TARGET).toFixed(2)}x)`,
  );
}
const light = results.find((r) => r.label === '9x9 empty board, bare playouts, light (uniform)')!;
const heavy = results.find((r) => r.label === '9x9 empty board, bare playouts, default')!;
console.log(
  `default / light playout speed (9x9 empty, bare): ${(heavy.rate.cpu / light.rate.cpu).toFixed(2)}x`,
);
