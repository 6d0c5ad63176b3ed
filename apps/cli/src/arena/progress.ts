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
        format: '{bar} {value}/{total} games | {duration_formatted} elapsed, ETA {etaText} | {status}',
        barsize: 24,
        hideCursor: true,
        etaBuffer: 8,
        fps: 4,
      },
      cliProgress.Presets.shades_classic,
    );
    // The ETA from this run's own pace (games already in a resumed file took no time here).
    const t0 = Date.now();
    const eta = (n: number): string => {
      const played = n - done;
      if (played <= 0) return '?';
      const s = Math.round((((Date.now() - t0) / played) * (total - n)) / 1000);
      return s >= 3600
        ? `${Math.floor(s / 3600)}h${Math.floor((s % 3600) / 60)}m`
        : s >= 60
          ? `${Math.floor(s / 60)}m${s % 60}s`
          : `${s}s`;
    };
    b.start(total, done, { status, etaText: '?' });
    return {
      game: (n, _line, s) => b.update(n, { status: s, etaText: eta(n) }),
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
