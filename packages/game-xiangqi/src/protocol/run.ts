import type { XiangqiBook } from '../book/book.js';
import { defaultBook } from '../book/default-book.js';
import type { XiangqiEngineOptions } from '../engine/engine.js';
import type { ProtocolMode } from './commands.js';
import { XiangqiEngineProtocol } from './engine-protocol.js';
import { LineQueue, TOO_LONG } from './input.js';
import { stdinPoller } from './stdin-poll.js';

/** Where the engine reads: Node's process.stdin or any async iterable of text or bytes. */
export type LineInput = AsyncIterable<string | Uint8Array>;
/** Where it writes: Node's process.stdout or anything with `write`. */
export interface LineOutput {
  write(text: string): unknown;
}

export interface RunEngineOptions {
  readonly engine?: XiangqiEngineOptions;
  /** The book used unless the GUI names a book file; default: Qi's built-in book; null: none. */
  readonly book?: XiangqiBook | null;
  readonly readFile?: (path: string) => Uint8Array;
  readonly seed?: number;
  /**
   * Reads what has arrived on the input without waiting (text or bytes, null: nothing), called by a
   * running search. Default: the pipe poller for process.stdin (see stdinPoller); tests inject one.
   */
  readonly poll?: () => Uint8Array | string | null;
  /** Milliseconds clock of the protocol (tests inject one). */
  readonly now?: () => number;
}

/**
 * Runs the UCCI or UCI engine over a line stream until `quit` or the end of the input: each line is
 * handled in order (a search keeps running while later lines such as `stop` are read). When the input
 * is a pipe (a GUI's stdin), the search itself reads it every millisecond or so, so `stop`,
 * `ponderhit` and `quit` end an iteration at once. At the end of the input a search with limits is
 * finished and answered (`printf '…go depth 6\n' | qi ucci` works); an infinite or ponder search is
 * stopped and answered. What `qi ucci` and `qi uci` call with process.stdin and process.stdout.
 */
export async function runXiangqiEngine(
  mode: ProtocolMode,
  input: LineInput,
  output: LineOutput,
  options: RunEngineOptions = {},
): Promise<void> {
  const queue = new LineQueue(options.poll ?? stdinPoller(input));
  const engine = new XiangqiEngineProtocol({
    mode,
    write: (line) => output.write(`${line}\n`),
    warmUp: true,
    pendingInput: queue,
    ...(options.engine ? { engine: options.engine } : {}),
    book: options.book === undefined ? defaultBook() : options.book,
    ...(options.readFile ? { readFile: options.readFile } : {}),
    ...(options.seed !== undefined ? { seed: options.seed } : {}),
    ...(options.now ? { now: options.now } : {}),
  });
  // The reader fills the queue while the loop below handles its lines one at a time.
  const chunks = input[Symbol.asyncIterator]();
  const reading = (async () => {
    try {
      for (let c = await chunks.next(); !c.done && !engine.quit; c = await chunks.next()) queue.push(c.value);
    } finally {
      queue.end();
    }
  })();
  for (;;) {
    const item = await queue.next();
    if (item === null) break;
    if (item === TOO_LONG) engine.lineTooLong();
    else await engine.handleLine(item);
    if (engine.quit) {
      // What follows `quit` is not read: release the input (Node closes the stream).
      // A stream is destroyed (its pending read ends, so the process can exit); an iterator is told to finish.
      reading.catch(() => {});
      const stream = input as { destroy?: () => void };
      if (typeof stream.destroy === 'function') stream.destroy();
      else void chunks.return?.();
      return;
    }
  }
  await reading;
  if (!engine.quit) await engine.endOfInput();
}
