import {
  definePlugin,
  type Game,
  type Position,
  Registry,
  randomSearcher,
  type SearcherDef,
} from '@qi/core-search';
import { tictactoe } from '@qi/game-tictactoe';
import { describe, expect, it } from 'vitest';
import { runCli } from './testing.js';

const COMMANDS = [
  'play',
  'match',
  'tournament',
  'ucci',
  'uci',
  'gtp',
  'gomocup',
  'analyze',
  'bench',
  'perft',
  'solve',
  'tree',
  'list',
];

describe('qi --help and exit codes', () => {
  it('lists every command and example in the main help', async () => {
    const r = await runCli(['--help']);
    expect(r.code).toBe(0);
    for (const cmd of COMMANDS) expect(r.out).toMatch(new RegExp(`\\n  ${cmd} `));
    expect(r.out).toContain('Examples:');
    expect(r.out).toContain('Exit codes: 0 ok, 1 runtime failure, 2 usage error');
  });

  it.each(COMMANDS)('qi %s --help shows options and examples', async (cmd) => {
    const r = await runCli([cmd, '--help']);
    expect(r.code).toBe(0);
    expect(r.out).toContain(`Usage: qi ${cmd}`);
    expect(r.out).toContain('Examples:');
  });

  it('prints the version', async () => {
    const r = await runCli(['--version']);
    expect([r.code, r.out.trim()]).toEqual([0, '0.1.0']);
  });

  it('exits 2 for no command, an unknown command and an unknown flag', async () => {
    expect((await runCli([])).code).toBe(2);
    const cmd = await runCli(['plya']);
    expect([cmd.code, cmd.err]).toEqual([
      2,
      "qi: error: unknown command 'plya' (Did you mean play?) (see --help)\n",
    ]);
    const flag = await runCli(['solve', 'tictactoe', '--fast']);
    expect([flag.code, flag.err]).toEqual([2, "qi: error: unknown option '--fast' (see --help)\n"]);
    const missing = await runCli(['play']);
    expect([missing.code, missing.err]).toEqual([
      2,
      "qi: error: missing required argument 'game' (see --help)\n",
    ]);
    const bad = await runCli(['match', 'tictactoe', '--games', 'x']);
    expect(bad.code).toBe(2);
    expect(bad.err).toMatch(
      /^qi: error: option '--games <n>' argument 'x' is invalid\. expected an integer, got "x"\. \(see --help\)\n$/,
    );
  });

  it('lists games and searchers with their options', async () => {
    const r = await runCli(['list']);
    expect(r.code).toBe(0);
    expect(r.out).toContain('tictactoe');
    expect(r.out).toMatch(
      /minimax — Minimax[^\n]*\n {4}plays: tictactoe[^\n]*\n {4}not: go \([^\n]+\)\n {4}depth=0 \(int/,
    );
    expect(r.out).toMatch(/\n {2}mcts — /);
    // Each game's own engine is a searcher, named as the game's strongest.
    expect(r.out).toMatch(/\n {2}gomoku — [^\n]*\n {4}strongest: gomoku-engine;/);
    expect(r.out).toMatch(/\n {2}xiangqi-engine — [^\n]*\n {4}plays: xiangqi\n/);
    expect(r.out).toMatch(/\n {2}connect4-greedy — [^\n]*\n {4}plays: connect4\n/);
    expect(r.out).toMatch(/\n {2}go — [^\n]*\n {4}strongest: go-engine;/);
    expect(r.out).toMatch(/\n {2}go-engine — [^\n]*\n {4}plays: go\n/);
    expect(r.out).toMatch(/\nprotocols\n {2}qi gomocup — [^\n]*\n {2}qi gtp — [^\n]*\n {2}qi ucci — /);
    expect((await runCli(['list', 'engines'])).code).toBe(2);
  });

  it('refuses lenient spec values with exit 2 and one line', async () => {
    for (const spec of ['gomoku(size=0x0f)', 'gomoku(size=1e1)', 'gomoku(size=+15)', 'gomoku(size=15.0)']) {
      const r = await runCli(['match', spec, '--a', 'random', '--b', 'random', '--games', '1']);
      expect(r.code, spec).toBe(2);
      expect(r.err.trim().split('\n'), spec).toHaveLength(1);
      expect(r.err).toMatch(/expected a decimal integer/);
    }
  });

  it('turns a crash inside a searcher into exit 1 with one line and no stack trace', async () => {
    const broken: SearcherDef = {
      ...randomSearcher,
      id: 'broken',
      create: <P extends Position>(_game: Game<P>) => {
        throw new Error('table allocation failed');
      },
    };
    const r = await runCli(
      ['match', 'tictactoe', '--a', 'broken', '--b', 'random', '--games', '1'],
      '',
      new Registry([definePlugin({ name: 'test', games: [tictactoe], searchers: [randomSearcher, broken] })]),
    );
    expect(r.code).toBe(1);
    expect(r.err).toBe('qi: error: table allocation failed\n');
  });
});
