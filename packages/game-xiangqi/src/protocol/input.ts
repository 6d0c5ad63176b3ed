import { MAX_LINE_LENGTH } from './commands.js';

/** A line too long to be a command: answered with one error, its text dropped to the next newline. */
export const TOO_LONG = Symbol('line too long');
export type InputItem = string | typeof TOO_LONG;

/** What the engine may look at while a search holds the thread: the lines waiting to be handled. */
export interface PendingInput {
  /** Reads whatever has arrived (without waiting) and returns the lines not yet handled, oldest first. */
  peek(): readonly InputItem[];
  /** Removes the oldest waiting line (the engine answered it during the search). */
  shift(): void;
}

/**
 * The input as lines, in arrival order, from two sources: chunks of the asynchronous reader, and bytes
 * read synchronously (`poll`) while a search holds the thread. A line longer than MAX_LINE_LENGTH
 * becomes one TOO_LONG item and everything up to its newline is dropped, so no tail of it runs as a
 * command.
 */
export class LineQueue implements PendingInput {
  private readonly items: InputItem[] = [];
  private readonly decoder = new TextDecoder();
  private partial = '';
  private discarding = false;
  private ended = false;
  private wake: (() => void) | null = null;

  constructor(private readonly poll: (() => Uint8Array | string | null) | null = null) {}

  push(chunk: string | Uint8Array): void {
    const text = typeof chunk === 'string' ? chunk : this.decoder.decode(chunk, { stream: true });
    let from = 0;
    while (from <= text.length) {
      const nl = text.indexOf('\n', from);
      if (this.discarding) {
        if (nl < 0) break;
        this.discarding = false;
        from = nl + 1;
        continue;
      }
      if (nl < 0) {
        this.partial += text.slice(from);
        if (this.partial.length > MAX_LINE_LENGTH) {
          this.partial = '';
          this.discarding = true;
          this.items.push(TOO_LONG);
        }
        break;
      }
      const line = (this.partial + text.slice(from, nl)).replace(/\r$/, '');
      this.partial = '';
      this.items.push(line.length > MAX_LINE_LENGTH ? TOO_LONG : line);
      from = nl + 1;
    }
    this.notify();
  }

  /** The input has ended: a last unterminated line counts as a line. */
  end(): void {
    if (!this.discarding && this.partial.trim() !== '') this.items.push(this.partial);
    this.partial = '';
    this.ended = true;
    this.notify();
  }

  /** The next line, or null once the input has ended and every line was taken. */
  async next(): Promise<InputItem | null> {
    for (;;) {
      const item = this.items.shift();
      if (item !== undefined) return item;
      if (this.ended) return null;
      await new Promise<void>((resolve) => {
        this.wake = resolve;
      });
    }
  }

  peek(): readonly InputItem[] {
    if (this.poll) {
      const got = this.poll();
      if (got !== null && got.length > 0) this.push(got);
    }
    return this.items;
  }

  shift(): void {
    this.items.shift();
  }

  private notify(): void {
    const w = this.wake;
    this.wake = null;
    w?.();
  }
}
