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
