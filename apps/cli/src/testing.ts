import { Readable } from 'node:stream';
import type { Registry } from '@qi/core-search';
import { main } from './main.js';

export interface RunResult {
  readonly code: number;
  readonly out: string;
  readonly err: string;
  /** stdout split into lines, without the trailing empty one. */
  readonly lines: string[];
}

/** Runs the CLI in-process with `input` as piped stdin; for tests. */
export async function runCli(args: string[], input = '', registry?: Registry): Promise<RunResult> {
  let out = '';
  let err = '';
  const code = await main(
    args,
    {
      stdin: Readable.from(input === '' ? [] : [input]),
      stdout: { write: (s: string) => (out += s) },
      stderr: { write: (s: string) => (err += s) },
    },
    registry,
  );
  const lines = out.split('\n');
  if (lines[lines.length - 1] === '') lines.pop();
  return { code, out, err, lines };
}

/** One finished game as `qi match --json` prints it (the fields tests read). */
export interface GameLine {
  readonly index: number;
  readonly result: string;
  readonly reason: string;
  readonly plies: number;
  readonly moves: string[];
}

/** The `game` lines of `--json` output, in game order. */
export function gameLines(lines: readonly string[]): GameLine[] {
  return lines
    .map((l) => JSON.parse(l) as { type?: string } & GameLine)
    .filter((o) => o.type === 'game')
    .sort((a, b) => a.index - b.index);
}

/** Runs `qi match GAME --a A --b B --games N … --json` and returns its exit code and games. */
export async function runMatchJson(
  game: string,
  a: string,
  b: string,
  games: number,
  extra: string[] = [],
): Promise<{ code: number; err: string; games: GameLine[] }> {
  const r = await runCli(['match', game, '--a', a, '--b', b, '--games', String(games), ...extra, '--json']);
  return { code: r.code, err: r.err, games: gameLines(r.lines) };
}
