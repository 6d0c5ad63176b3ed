import cliProgress from 'cli-progress';
import type { CliIO } from '../io.js';

/** How a running match reports progress on stderr (stdout stays for results). */
export interface Progress {
  /** A game ended: `line` describes it, `status` is the running score. */
  game(done: number, line: string, status: string): void;
  note(line: string): void;
  stop(): void;
}

/**
 * On a terminal: a progress bar with elapsed time, ETA and the running score. Otherwise (a pipe, a
 * log file, tests): one line per finished game.
 */
export function createProgress(
  io: CliIO,
  total: number,
  done: number,
  status: string,
  bar: boolean,
): Progress {
  const stderr = io.stderr as CliIO['stderr'] & { isTTY?: boolean };
  if (bar && stderr.isTTY) {
    const b = new cliProgress.SingleBar(
      {
        stream: stderr as unknown as NodeJS.WritableStream,
        format: '{bar} {value}/{total} games | {duration_formatted} elapsed, ETA {eta_formatted} | {status}',
        barsize: 24,
        hideCursor: true,
        etaBuffer: 8,
        fps: 4,
      },
      cliProgress.Presets.shades_classic,
    );
    b.start(total, done, { status });
    return {
      game: (n, _line, s) => b.update(n, { status: s }),
      note: (line) => {
        b.stop();
        stderr.write(`${line}\n`);
      },
      stop: () => b.stop(),
    };
  }
  return {
    game: (n, line, s) => stderr.write(`[${n}/${total}] ${line} | ${s}\n`),
    note: (line) => stderr.write(`${line}\n`),
    stop: () => {},
  };
}
