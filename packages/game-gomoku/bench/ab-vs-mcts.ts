/**
 * alphabeta against mcts on Gomoku through the CLI's `qi match` (the arena behind it): pairs of games
 * with colours swapped, seeded random openings. Needs the built CLI (`pnpm build`).
 *
 *   node --import tsx bench/ab-vs-mcts.ts   (env QI_MATCH_GAMES, QI_MATCH_TIME_MS, QI_MATCH_GAME)
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const cli = fileURLToPath(new URL('../../../apps/cli/dist/bin.js', import.meta.url));
const games = process.env.QI_MATCH_GAMES ?? '10';
const time = process.env.QI_MATCH_TIME_MS ?? '100';
const spec = process.env.QI_MATCH_GAME ?? 'gomoku(size=15,rule=standard)';
if (!existsSync(cli)) {
  console.log('alphabeta vs mcts: skipped, build the CLI first (pnpm build)');
} else {
  const args = [cli, 'match', spec, '--a', 'alphabeta', '--b', 'mcts', '--games', games, '--time', time];
  args.push('--random-plies', '2', '--seed', '1', '--no-progress');
  console.log(`## alphabeta vs mcts: qi ${args.slice(1).join(' ')}`);
  const r = spawnSync(process.execPath, args, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] });
  process.stdout.write(r.stdout);
  if (r.status !== 0) console.log(`qi match exited with ${r.status}`);
}
