import { describe, expect, it } from 'vitest';
import { MATE_IN_1 } from '../engine/testing.js';
import { runXiangqiEngine } from './run.js';

async function* chunks(...parts: (string | Uint8Array)[]): AsyncGenerator<string | Uint8Array> {
  for (const p of parts) {
    await new Promise((r) => setTimeout(r, 1));
    yield p;
  }
}

describe('runXiangqiEngine', () => {
  it('reads lines split across chunks (text or bytes, CRLF too) and answers in order', async () => {
    const out: string[] = [];
    const bytes = new TextEncoder().encode(`fen ${MATE_IN_1}\r\ngo dep`);
    await runXiangqiEngine(
      'ucci',
      chunks('uc', 'ci\nisre', 'ady\r\nposition ', bytes, 'th 4\n'),
      { write: (t) => out.push(t) },
      { book: null },
    );
    const lines = out
      .join('')
      .split('\n')
      .filter((l) => l !== '');
    expect(lines.indexOf('ucciok')).toBeLessThan(lines.indexOf('readyok'));
    // The input ended while the search ran: it is finished and answered, not dropped.
    expect(lines[lines.length - 1]).toBe('bestmove b0b9');
  });

  it('stops at quit and ignores what follows', async () => {
    const out: string[] = [];
    await runXiangqiEngine(
      'uci',
      chunks('uci\nquit\nisready\n'),
      { write: (t) => out.push(t) },
      { book: null },
    );
    expect(out.join('')).not.toContain('readyok');
  });
});
