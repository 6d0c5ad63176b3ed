import { existsSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCli } from '../testing.js';

const lastJson = (lines: string[]) => JSON.parse(lines.at(-1)!);
const tmp = () => mkdtempSync(join(tmpdir(), 'qi-match-'));
const jsonLines = (file: string) =>
  readFileSync(file, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((l) => JSON.parse(l));
/** Game lines without their wall time, which differs from run to run. */
const gamesOf = (lines: string[]) =>
  lines
    .map((l) => JSON.parse(l))
    .filter((o) => o.type === 'game')
    .map(({ ms: _ms, ...rest }) => rest);
const ttt = (...rest: string[]) => ['match', 'tictactoe', '--a', 'random', '--b', 'random', ...rest];

describe('qi match', () => {
  it('plays random against random: progress on stderr, a table and one JSON line on stdout', async () => {
    const r = await runCli(ttt('--games', '20', '--seed', '3'));
    expect(r.code).toBe(0);
    const s = lastJson(r.lines);
    expect([s.type, s.game, s.a, s.b, s.games, s.total]).toEqual([
      'summary',
      'tictactoe',
      'random',
      'random',
      20,
      20,
    ]);
    expect(s.aWins + s.bWins + s.draws).toBe(20);
    expect(s.score).toBeCloseTo((s.aWins + s.draws / 2) / 20, 4);
    expect(s.eloLow).toBeLessThanOrEqual(s.elo);
    expect(s.eloHigh).toBeGreaterThanOrEqual(s.elo);
    expect(s.model).toBe('pentanomial');
    const progress = r.err.split('\n').filter((l) => /^\[\d+\/20\] game \d+: /.test(l));
    expect(progress).toHaveLength(20);
    expect(progress[0]).toMatch(/^\[1\/20\] game 1: random \(X\) vs random \(O\): /);
    expect(r.out).toMatch(/rank +player +games +W +D +L +score +Elo +95% CI/);
    expect(r.out).toContain('Elo random − random: ');
  });

  it('replays exactly for a seed; --json prints each game, then the summary', async () => {
    const one = await runCli(ttt('--games', '6', '--json', '--seed', '9'));
    const two = await runCli(ttt('--games', '6', '--json', '--seed', '9'));
    expect(gamesOf(one.lines)).toHaveLength(6);
    expect(gamesOf(one.lines)).toEqual(gamesOf(two.lines));
    expect(gamesOf((await runCli(ttt('--games', '6', '--json', '--seed', '10'))).lines)).not.toEqual(
      gamesOf(one.lines),
    );
    expect(gamesOf(one.lines).map((g) => g.aSide)).toEqual([0, 1, 0, 1, 0, 1]);
    expect(lastJson(one.lines).type).toBe('summary');
  });

  it('minimax never loses to random and the default A is alphabeta', async () => {
    const r = await runCli(['match', 'tictactoe', '--b', 'random', '--games', '4', '--json']);
    const s = lastJson(r.lines);
    expect([s.a, s.bWins]).toEqual(['alphabeta', 0]);
  });

  it('appends every game to --out and resumes a killed run with only the missing games', async () => {
    const dir = tmp();
    const out = join(dir, 'r.jsonl');
    const args = ttt('--games', '6', '--seed', '5', '--out', out);
    const full = await runCli(args);
    expect(full.code).toBe(0);
    const lines = readFileSync(out, 'utf8').split('\n');
    expect(jsonLines(out)).toHaveLength(7);
    // Simulate a kill: the header, games of rounds 0-2 and half a line.
    const partial = join(dir, 'partial.jsonl');
    const kept = [lines[0]!, ...lines.slice(1, 7).filter((l) => [0, 1, 2].includes(JSON.parse(l).round))];
    writeFileSync(partial, `${kept.join('\n')}\n{"type":"game","index":4,"res`);
    const again = await runCli(ttt('--games', '6', '--seed', '5', '--out', partial));
    expect([again.code, again.err]).toEqual([2, expect.stringContaining('add --resume to continue it')]);
    const resumed = await runCli(ttt('--games', '6', '--seed', '5', '--out', partial, '--resume'));
    expect(resumed.code).toBe(0);
    expect(resumed.err).toContain('3 of 6 games already played');
    expect(resumed.err.match(/\] game \d+:/g)).toHaveLength(3);
    const after = jsonLines(partial);
    expect(
      after
        .filter((o) => o.type === 'game')
        .map((o) => o.index)
        .sort(),
    ).toEqual([0, 1, 2, 3, 4, 5]);
    // The resumed games are the ones an uninterrupted run plays (same seeds, same moves).
    const strip = (o: { index: number; ms?: number }) => ({ ...o, ms: 0 });
    const byIndex = (xs: { index: number; ms?: number }[]) => [...xs].sort((a, b) => a.index - b.index);
    expect(byIndex(after.filter((o) => o.type === 'game')).map(strip)).toEqual(
      byIndex(jsonLines(out).filter((o) => o.type === 'game')).map(strip),
    );
    expect(lastJson(resumed.lines).games).toBe(6);
    // A resume of a different run is refused, naming what differs.
    const other = await runCli(ttt('--games', '6', '--seed', '6', '--out', partial, '--resume'));
    expect([other.code, other.err]).toEqual([
      2,
      expect.stringMatching(/different run \(seed: 5 there, 6 now\)/),
    ]);
  });

  it('plays each random opening twice with the colours swapped', async () => {
    const r = await runCli(ttt('--games', '4', '--random-plies', '2', '--json'));
    const games = gamesOf(r.lines).sort((a, b) => a.index - b.index);
    expect(games.map((g) => g.openingMoves.length)).toEqual([2, 2, 2, 2]);
    expect(games[0].openingMoves).toEqual(games[1].openingMoves);
    expect(games[2].openingMoves).toEqual(games[3].openingMoves);
    expect(games[0].openingMoves).not.toEqual(games[2].openingMoves);
  });

  it('reads openings from a file and names a bad line', async () => {
    const dir = tmp();
    const file = join(dir, 'openings.txt');
    writeFileSync(file, '# corners\nx../.../...\n..x/.../...\n');
    const r = await runCli(ttt('--games', '4', '--openings', file, '--json'));
    expect(gamesOf(r.lines).map((g) => g.start)).toEqual([
      'x../.../...',
      'x../.../...',
      '..x/.../...',
      '..x/.../...',
    ]);
    writeFileSync(file, 'x../.../...\nnot a board\n');
    const bad = await runCli(ttt('--openings', file));
    expect([bad.code, bad.err]).toEqual([2, expect.stringMatching(/^qi: error: --openings .*: line 2: /)]);
  });

  it('stops early when the SPRT decides', async () => {
    const r = await runCli([
      'match',
      'tictactoe',
      '--a',
      'minimax',
      '--b',
      'random',
      '--games',
      '400',
      '--random-plies',
      '1',
      '--sprt',
      'elo0=0,elo1=150,alpha=0.1,beta=0.1',
    ]);
    expect(r.code).toBe(0);
    const s = lastJson(r.lines);
    expect(s.stopped).toBe(true);
    expect(s.sprt.decision).toBe('H1');
    expect(s.games).toBeLessThan(400);
    expect(s.sprt.llr).toBeGreaterThanOrEqual(s.sprt.upper);
    expect(r.out).toMatch(
      /SPRT elo0=0 elo1=150 alpha=0.1 beta=0.1: LLR [\d.]+ \[-2\.20, 2\.20\] H1 accepted/,
    );
  });

  it('saves every game record and writes an HTML report linking them', async () => {
    const dir = tmp();
    const r = await runCli(
      ttt('--games', '2', '--save-games', join(dir, 'games'), '--report', join(dir, 'report.html')),
    );
    expect(r.code).toBe(0);
    expect(readdirSync(join(dir, 'games')).sort()).toEqual(['game-0001.pgn', 'game-0002.pgn']);
    const pgn = readFileSync(join(dir, 'games', 'game-0002.pgn'), 'utf8');
    expect(pgn).toMatch(/\[X "random"\]\n\[O "random"\]\n\[Result "(1-0|0-1|1\/2-1\/2)"\]/);
    const html = readFileSync(join(dir, 'report.html'), 'utf8');
    expect(html).toContain('<svg');
    expect(html).toContain('href="games/game-0001.pgn"');
  });

  it('plays on worker threads the same games as in one thread', async () => {
    const args = ttt('--games', '4', '--seed', '2', '--json');
    const pooled = await runCli([...args, '--workers', '2']);
    expect(pooled.code).toBe(0);
    const one = await runCli(args);
    const sort = (xs: { index: number }[]) => [...xs].sort((a, b) => a.index - b.index);
    expect(sort(gamesOf(pooled.lines))).toEqual(sort(gamesOf(one.lines)));
  });

  it('exits 2 naming a bad game, player, option, flag or SPRT value', async () => {
    const cases: [string[], RegExp][] = [
      [['match', 'chess'], /unknown game "chess"/],
      [['match', 'tictactoe', '--a', 'alphabet'], /--a: unknown searcher "alphabet"/],
      [['match', 'tictactoe', '--b', 'minimax(depht=3)'], /--b: .*depht/],
      [['match', 'tictactoe', '--games', '0'], /--games.*0 is below the minimum 1/],
      [['match', 'tictactoe', '--sprt', 'elo0=10,elo1=0'], /elo0 \(10\) must be below elo1 \(0\)/],
      [['match', 'tictactoe', '--elo1', 'x'], /--elo1.*expected a number/],
      [['match', 'tictactoe', '--resume'], /--resume needs --out/],
      [
        ['match', 'tictactoe', '--openings', '/nonexistent/file'],
        /--openings: cannot read \/nonexistent\/file: ENOENT/,
      ],
      [
        ['match', 'tictactoe', '--openings', 'x', '--random-plies', '2'],
        /either --openings FILE or --random-plies N/,
      ],
      [
        ['match', 'go(size=9)', '--b', 'gtp:/nonexistent/gnugo'],
        /--b: "\/nonexistent\/gnugo" is not an executable file/,
      ],
      [['match', 'tictactoe', '--b', 'gtp:/bin/true'], /--b: gtp engines play go, not tictactoe/],
      [['match', 'tictactoe', '--b', 'uci(Hash):x'], /--b: .*expected option=value/],
      [['match', 'tictactoe', '--workers', 'two'], /--workers.*expected an integer, got "two"/],
      [['tournament', 'tictactoe', '--player', 'random'], /at least two --player flags, got 1/],
      [
        ['tournament', 'tictactoe', '--player', 'random', '--player', 'x', '--mode', 'swiss'],
        /--mode: expected round-robin or gauntlet/,
      ],
    ];
    for (const [args, message] of cases) {
      const r = await runCli(args);
      expect([args.join(' '), r.code]).toEqual([args.join(' '), 2]);
      expect(r.err.trim().split('\n')).toHaveLength(1);
      expect(r.err).toMatch(message);
      expect(r.out).toBe('');
    }
  });
});

describe('qi tournament', () => {
  it('plays a round-robin and prints standings and pairings as JSON', async () => {
    const r = await runCli([
      'tournament',
      'tictactoe',
      '--player',
      'minimax',
      '--player',
      'random',
      '--player',
      'mcts(playouts=50)',
      '--games',
      '2',
    ]);
    expect(r.code).toBe(0);
    const s = lastJson(r.lines);
    expect(s.mode).toBe('round-robin');
    expect(s.pairings.map((p: { a: string; b: string }) => `${p.a}-${p.b}`)).toEqual([
      'minimax-random',
      'minimax-mcts(playouts=50)',
      'random-mcts(playouts=50)',
    ]);
    expect(s.standings.reduce((n: number, p: { games: number }) => n + p.games, 0)).toBe(12);
    expect(s.standings.find((p: { player: string }) => p.player.startsWith('minimax')).losses).toBe(0);
    expect(existsSync('t.jsonl')).toBe(false);
  });

  it('plays a gauntlet: the first player against each other one', async () => {
    const r = await runCli([
      'tournament',
      'tictactoe',
      '--mode',
      'gauntlet',
      '--player',
      'minimax',
      '--player',
      'random',
      '--player',
      'random',
      '--games',
      '2',
      '--json',
    ]);
    const games = gamesOf(r.lines.slice(0, -1));
    expect(games).toHaveLength(4);
    expect(games.every((g) => g.a.startsWith('minimax'))).toBe(true);
  });
});
