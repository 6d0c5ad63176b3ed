import type { EngineLog } from '../engine/engine.js';
import { type GoEngineOptions, MAX_PLAYOUTS } from '../engine/options.js';
import { GtpEngine } from './engine.js';
import { MAX_LINE_LENGTH } from './parse.js';

/** Where the engine reads: Node's process.stdin or any async iterable of text or bytes. */
export type GtpInput = AsyncIterable<string | Uint8Array>;
/** Where it writes: Node's process.stdout or anything with `write`. */
export interface GtpOutput {
  write(text: string): unknown;
}

/** `qi gtp` options (what its flags set). */
export interface GtpOptions {
  /** Board size until `boardsize` (default 19). */
  readonly size?: number;
  /** Komi until `komi` (default 7.5). */
  readonly komi?: number;
  /** Playouts per move (the budget without a time or clock, else a cap); 1 to MAX_PLAYOUTS. */
  readonly playouts?: number;
  /** Seconds per move (a game clock from `time_settings` may shorten it); at most MAX_MOVE_SECONDS. */
  readonly time?: number;
  /** Search threads (tree parallelism on one shared tree). */
  readonly threads?: number;
  readonly seed?: number;
  /** Resign below this win rate (0 = never). */
  readonly resign?: number;
  /** Thinking lines (GTP engines write them to stderr); none by default. */
  readonly log?: EngineLog;
  /** Any other engine option. */
  readonly engine?: Partial<GoEngineOptions>;
}

/** Largest `--time` in seconds per move (an hour), and largest `--playouts`. */
export const MAX_MOVE_SECONDS = 3600;

/** A one-line reason why `qi gtp` options are out of range, or null when they are usable. */
export function gtpOptionsError(o: GtpOptions): string | null {
  const { playouts, time, threads, resign } = o;
  if (playouts !== undefined && !(Number.isInteger(playouts) && playouts >= 1 && playouts <= MAX_PLAYOUTS))
    return `--playouts must be an integer from 1 to ${MAX_PLAYOUTS}, not ${playouts}`;
  if (time !== undefined && !(Number.isFinite(time) && time > 0 && time <= MAX_MOVE_SECONDS))
    return `--time must be more than 0 and at most ${MAX_MOVE_SECONDS} seconds, not ${time}`;
  if (threads !== undefined && !(Number.isInteger(threads) && threads >= 1 && threads <= 64))
    return `--threads must be an integer from 1 to 64, not ${threads}`;
  if (resign !== undefined && !(Number.isFinite(resign) && resign >= 0 && resign < 0.5))
    return `--resign must be a win rate from 0 to below 0.5, not ${resign}`;
  return null;
}

/**
 * Engine options from `qi gtp` options. A playout count applies only when asked for (`--playouts`):
 * otherwise `--time` or a GTP clock bounds each move, and only a move with neither falls back to
 * the engine's `untimedPlayouts`. The JIT is warmed up before the first move.
 */
export function gtpEngineOptions(o: GtpOptions): Partial<GoEngineOptions> {
  const timed = o.time !== undefined && o.time > 0;
  return {
    ...(o.size !== undefined ? { size: o.size } : {}),
    ...(o.komi !== undefined ? { komi: o.komi } : {}),
    playouts: o.playouts ?? 0,
    ...(timed ? { moveTimeMs: o.time! * 1000 } : {}),
    ...(o.threads !== undefined ? { threads: o.threads } : {}),
    ...(o.seed !== undefined ? { seed: o.seed } : {}),
    ...(o.resign !== undefined ? { resignThreshold: o.resign } : {}),
    warmupPlayouts: GTP_WARMUP_PLAYOUTS,
    ...o.engine,
  };
}

/** Playouts of the warm-up search when `qi gtp` starts (see `GoEngineOptions.warmupPlayouts`). */
export const GTP_WARMUP_PLAYOUTS = 4000;

/**
 * Runs the GTP engine over a line stream until `quit` or the end of the input. Lines are answered
 * strictly in order, each answer written whole before the next line is looked at, so a controller
 * may pipeline commands (Sabaki does). What `qi gtp` calls with process.stdin and process.stdout.
 */
export async function runGtpEngine(
  input: GtpInput,
  output: GtpOutput,
  options: GtpOptions = {},
): Promise<void> {
  const bad = gtpOptionsError(options);
  if (bad !== null) throw new RangeError(bad);
  const gtp = new GtpEngine(gtpEngineOptions(options), options.log);
  try {
    await serve(gtp, input, output);
  } finally {
    await gtp.close();
  }
}

async function serve(gtp: GtpEngine, input: GtpInput, output: GtpOutput): Promise<void> {
  const decoder = new TextDecoder();
  let pending = '';
  const handle = async (line: string) => {
    const answer = await gtp.handleLine(line);
    if (answer !== null) output.write(answer);
  };
  // After an over-long line has been answered, the rest of it (up to the newline) is dropped.
  let discarding = false;
  for await (const chunk of input) {
    pending += typeof chunk === 'string' ? chunk : decoder.decode(chunk, { stream: true });
    let nl = pending.indexOf('\n');
    while (nl >= 0) {
      const line = pending.slice(0, nl);
      pending = pending.slice(nl + 1);
      if (discarding) discarding = false;
      else await handle(line);
      if (gtp.quit) return;
      nl = pending.indexOf('\n');
    }
    // A line longer than any command is garbage: answer it once and drop it.
    if (pending.length > MAX_LINE_LENGTH) {
      if (!discarding) await handle(pending);
      discarding = true;
      pending = '';
    }
  }
  pending += decoder.decode();
  if (pending.trim() !== '' && !discarding) await handle(pending);
}

/** The same loop with the options first (`runGtp(options, stdin, stdout)`). */
export function runGtp(options: GtpOptions, input: GtpInput, output: GtpOutput): Promise<void> {
  return runGtpEngine(input, output, options);
}
