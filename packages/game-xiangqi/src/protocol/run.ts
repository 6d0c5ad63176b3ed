import type { XiangqiBook } from '../book/book.js';
import { defaultBook } from '../book/default-book.js';
import type { XiangqiEngineOptions } from '../engine/engine.js';
import type { ProtocolMode } from './commands.js';
import { MAX_LINE_LENGTH } from './commands.js';
import { XiangqiEngineProtocol } from './engine-protocol.js';

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
}

/**
 * Runs the UCCI or UCI engine over a line stream until `quit` or the end of the input: each line is
 * handled in order (a search keeps running while later lines such as `stop` are read). At the end of the
 * input a search with limits is finished and answered (`printf '…go depth 6\n' | qi ucci` works); an
 * infinite or ponder search is stopped and answered. What `qi ucci` and `qi uci` call with process.stdin
 * and process.stdout.
 */
export async function runXiangqiEngine(
  mode: ProtocolMode,
  input: LineInput,
  output: LineOutput,
  options: RunEngineOptions = {},
): Promise<void> {
  const engine = new XiangqiEngineProtocol({
    mode,
    write: (line) => output.write(`${line}\n`),
    warmUp: true,
    ...(options.engine ? { engine: options.engine } : {}),
    book: options.book === undefined ? defaultBook() : options.book,
    ...(options.readFile ? { readFile: options.readFile } : {}),
    ...(options.seed !== undefined ? { seed: options.seed } : {}),
  });
  const decoder = new TextDecoder();
  let pending = '';
  for await (const chunk of input) {
    pending += typeof chunk === 'string' ? chunk : decoder.decode(chunk, { stream: true });
    let nl = pending.indexOf('\n');
    while (nl >= 0) {
      const line = pending.slice(0, nl).replace(/\r$/, '');
      pending = pending.slice(nl + 1);
      await engine.handleLine(line);
      if (engine.quit) return;
      nl = pending.indexOf('\n');
    }
    // A line longer than any command is garbage: report it once and drop it.
    if (pending.length > MAX_LINE_LENGTH) {
      await engine.handleLine(pending);
      pending = '';
    }
  }
  if (pending.trim() !== '') await engine.handleLine(pending);
  if (!engine.quit) await engine.endOfInput();
}
