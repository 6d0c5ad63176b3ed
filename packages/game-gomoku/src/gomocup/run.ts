import { type LineEvent, LineSplitter, MAX_LINE, quote } from './lines.js';
import { type GomocupOptions, GomocupSession } from './session.js';

/** Where answers go: anything with `write` (process.stdout, a stream, a test buffer). */
export interface LineSink {
  write(text: string): unknown;
}

/**
 * Runs the Gomocup (Piskvork) protocol: reads `input` (chunks of text or bytes, split into lines
 * here), handles each line in order and writes each answer line with "\n". Returns after `END` or at
 * the end of input. A line longer than MAX_LINE is answered with one short ERROR and skipped without
 * being buffered. Never throws on input: an unexpected failure answers `ERROR internal: …` and the
 * loop goes on.
 */
export async function runGomocup(
  input: AsyncIterable<string | Uint8Array>,
  output: LineSink,
  options: GomocupOptions = {},
): Promise<void> {
  const session = new GomocupSession(options);
  const decoder = new TextDecoder();
  const lines = new LineSplitter();
  const write = (answers: readonly string[]) => {
    for (const a of answers) output.write(`${a}\n`);
  };
  /**
   * Handles the events in order; true once the session has ended. When the last of them was answered
   * with a move (nothing else read and waiting), the session's `idle` hook runs: the engine now waits
   * for the opponent, so a collection there costs none of its own time.
   */
  const handle = (events: readonly LineEvent[]): boolean => {
    let answered = false;
    for (const e of events) {
      answered = false;
      if (e.kind === 'too-long') {
        write([`ERROR line longer than ${MAX_LINE} characters, ignored`]);
        continue;
      }
      const before = session.last;
      try {
        write(session.feed(e.text));
      } catch (x) {
        write([`ERROR internal: ${quote(x instanceof Error ? x.message : String(x))}`]);
      }
      if (session.ended) return true;
      answered = session.last !== before;
    }
    if (answered) options.idle?.('answered');
    return false;
  };
  for await (const chunk of input) {
    const text = typeof chunk === 'string' ? chunk : decoder.decode(chunk, { stream: true });
    if (handle(lines.push(text))) return;
  }
  handle([...lines.push(decoder.decode()), ...lines.end()]);
}

/** The same loop under the name the CLI's `qi gomocup` looks up. */
export const runGomocupEngine = runGomocup;
