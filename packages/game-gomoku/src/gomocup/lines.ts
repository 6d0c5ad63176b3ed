/** The longest command line accepted (a full 22×22 BOARD sends one short line per stone). */
export const MAX_LINE = 64 * 1024;

/** At most this many characters of bad input are quoted back in an answer. */
export const QUOTE_MAX = 40;

/** `text` for an error message: at most QUOTE_MAX characters, an ellipsis saying it was cut. */
export function quote(text: string): string {
  return text.length <= QUOTE_MAX ? text : `${text.slice(0, QUOTE_MAX)}…`;
}

/** What a chunk of input holds: complete lines, and a marker where a too-long line was dropped. */
export type LineEvent = { readonly kind: 'line'; readonly text: string } | { readonly kind: 'too-long' };

/**
 * Splits a stream of text into lines without ever holding more than MAX_LINE characters of one: a
 * longer line is reported once as `too-long` and the rest of it, up to its newline, is skipped as it
 * arrives. So a huge line costs time linear in its size and no memory, and the next line is answered
 * at once.
 */
export class LineSplitter {
  private pending = '';
  private dropping = false;

  constructor(private readonly limit = MAX_LINE) {}

  /** The events of one chunk, in order. */
  push(chunk: string): LineEvent[] {
    const out: LineEvent[] = [];
    let from = 0;
    while (from < chunk.length) {
      const nl = chunk.indexOf('\n', from);
      const end = nl < 0 ? chunk.length : nl;
      if (this.dropping) {
        if (nl >= 0) this.dropping = false;
      } else if (this.pending.length + (end - from) > this.limit) {
        out.push({ kind: 'too-long' });
        this.pending = '';
        this.dropping = nl < 0;
      } else if (nl < 0) this.pending += chunk.slice(from);
      else {
        out.push({ kind: 'line', text: this.pending + chunk.slice(from, end) });
        this.pending = '';
      }
      from = nl < 0 ? chunk.length : nl + 1;
    }
    return out;
  }

  /** The last line, when the input ended without a newline. */
  end(): LineEvent[] {
    const rest = this.pending;
    this.pending = '';
    if (this.dropping || rest === '') return [];
    return [{ kind: 'line', text: rest }];
  }
}
