import { openingPosition, randomOpenings } from '@qi/arena';
import type { Game, Position, SearchLimits } from '@qi/core-search';
import type { Command } from 'commander';
import { table } from '../arena/table.js';
import type { Ctx } from '../context.js';
import { printer, usageError } from '../io.js';
import { intOption } from '../options.js';
import { resolveGame } from '../resolve.js';

/** The bench's fixed work per game: its spec, how many plies the extra positions have, and the limits. */
interface BenchSetup {
  readonly spec: string;
  readonly plies: number;
  readonly depth: number;
  readonly playouts: number;
}

const SETUPS: Readonly<Record<string, BenchSetup>> = {
  tictactoe: { spec: 'tictactoe', plies: 2, depth: 9, playouts: 2000 },
  connect4: { spec: 'connect4', plies: 4, depth: 7, playouts: 2000 },
  gomoku: { spec: 'gomoku(size=15)', plies: 4, depth: 3, playouts: 500 },
  go: { spec: 'go(size=9)', plies: 6, depth: 2, playouts: 1000 },
  xiangqi: { spec: 'xiangqi', plies: 4, depth: 4, playouts: 200 },
};

/** Positions searched per game: the initial one and two seeded random openings. */
const POSITIONS = 3;

interface BenchRow {
  game: string;
  searcher: string;
  limit: string;
  nodes: number;
  ms: number;
  nps: number;
}

export function registerBench(program: Command, ctx: Ctx): void {
  program
    .command('bench')
    .summary('fixed-depth node-count signature and nodes/s per game and searcher')
    .description(
      'Search the same positions (each game’s start and two seeded random openings) with every\n' +
        'searcher that plays the game, at a fixed depth (alpha-beta, minimax) or playout count\n' +
        '(MCTS). The node counts are deterministic: their sum is the bench signature, which changes\n' +
        'only when a search or a game changes on purpose. Nodes per second depend on the machine.',
    )
    .argument('[game]', 'one game spec (default: every registered game at its bench size)')
    .option('--depth <n>', 'depth for depth-limited searchers (default per game)', intOption(1, 64))
    .option('--nodes <n>', 'playouts for MCTS (default per game)', intOption(1))
    .option('--json', 'one JSON line per row, then the signature')
    .addHelpText(
      'after',
      [
        '',
        'Examples:',
        '  qi bench',
        '  qi bench connect4 --depth 8',
        "  qi bench 'gomoku(size=15)' --json",
      ].join('\n'),
    )
    .action((gameSpec: string | undefined, flags: { depth?: number; nodes?: number; json?: boolean }) => {
      const { registry, io } = ctx;
      const print = printer(io);
      const games: Game<Position>[] = gameSpec
        ? [resolveGame(registry, gameSpec)]
        : registry.games.map((g) => resolveGame(registry, SETUPS[g.meta.id]?.spec ?? g.meta.id));
      const rows: BenchRow[] = [];
      for (const game of games) {
        const setup = SETUPS[game.info.id] ?? { spec: game.spec, plies: 2, depth: 3, playouts: 500 };
        const roots = [
          game.initial(),
          ...randomOpenings(game, POSITIONS - 1, setup.plies, 1).map((o) => {
            const r = openingPosition(game, o);
            if (!r.ok) throw usageError(r.error.message);
            const pos = r.value.start;
            for (const m of r.value.moves) pos.make(m);
            return pos;
          }),
        ];
        for (const def of registry.searchers) {
          if (def.id === 'random' || def.supports(game) !== true) continue;
          if (def.id === 'minimax' && !game.info.smallTree) continue;
          const created = registry.createSearcher(def.id, game);
          if (!created.ok) continue;
          const searcher = created.value;
          const mcts = def.options.some((o) => o.name === 'playouts') || def.id === 'mcts';
          const limits: SearchLimits =
            def.id === 'minimax'
              ? { seed: 1 }
              : mcts
                ? { nodes: flags.nodes ?? setup.playouts, seed: 1 }
                : { depth: flags.depth ?? setup.depth, seed: 1 };
          let nodes = 0;
          const t0 = performance.now();
          for (const root of roots) {
            searcher.newGame();
            nodes += searcher.start(root, limits).run().stats.nodes;
          }
          const ms = performance.now() - t0;
          const row: BenchRow = {
            game: game.spec,
            searcher: searcher.spec,
            limit:
              def.id === 'minimax' ? 'full' : mcts ? `${limits.nodes} playouts` : `depth ${limits.depth}`,
            nodes,
            ms: Math.round(ms),
            nps: Math.round((nodes / Math.max(ms, 1e-3)) * 1000),
          };
          rows.push(row);
          if (flags.json) print(JSON.stringify({ type: 'bench', ...row }));
        }
      }
      const signature = rows.reduce((s, r) => s + r.nodes, 0);
      if (flags.json) {
        print(JSON.stringify({ type: 'signature', nodes: signature }));
        return;
      }
      print(
        ...table([
          ['game', 'searcher', 'limit', 'nodes', 'ms', 'nodes/s'],
          ...rows.map((r) => [r.game, r.searcher, r.limit, String(r.nodes), String(r.ms), String(r.nps)]),
        ]),
        `signature ${signature}`,
      );
    });
}
