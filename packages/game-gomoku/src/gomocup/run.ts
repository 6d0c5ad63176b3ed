import { type GomocupOptions, GomocupSession } from './session.js';

/** Where answers go: anything with `write` (process.stdout, a stream, a test buffer). */
export interface LineSink {
  write(text: string): unknown;
}

/**
 * Runs the Gomocup (Piskvork) protocol: reads `input` (chunks of text or bytes, split into lines
 * here), handles each line in order and writes each answer line with "\n". Returns after `END` or at
 * the end of input. Never throws on input: an unexpected failure answers `ERROR internal: …` and the
 * loop goes on.
 */
export async function runGomocup(
  input: AsyncIterable<string | Uint8Array>,
  output: LineSink,
  options: GomocupOptions = {},
): Promise<void> {
  const session = new GomocupSession(options);
  const decoder = new TextDecoder();
  let pending = '';
  const handle = (line: string): boolean => {
    let answers: string[];
    try {
      answers = session.feed(line);
    } catch (e) {
      answers = [`ERROR internal: ${e instanceof Error ? e.message : String(e)}`];
    }
    for (const a of answers) output.write(`${a}\n`);
    return session.ended;
  };
  for await (const chunk of input) {
    pending += typeof chunk === 'string' ? chunk : decoder.decode(chunk, { stream: true });
    let nl = pending.indexOf('\n');
    while (nl >= 0) {
      const line = pending.slice(0, nl);
      pending = pending.slice(nl + 1);
      if (handle(line)) return;
      nl = pending.indexOf('\n');
    }
  }
  pending += decoder.decode();
  if (pending.trim() !== '') handle(pending);
}

/** The same loop under the name the CLI's `qi gomocup` looks up. */
export const runGomocupEngine = runGomocup;
