import { describe, expect, it } from 'vitest';
import { runGomocup, runGomocupEngine } from './run.js';

async function* chunks(parts: readonly (string | Uint8Array)[]) {
  for (const p of parts) yield p;
}
const sink = () => {
  let text = '';
  return {
    write: (t: string) => {
      text += t;
    },
    lines: () => text.split('\n').filter((l) => l !== ''),
  };
};

describe('runGomocup', () => {
  it('splits chunks into lines wherever they break, bytes or text, LF or CRLF', async () => {
    const out = sink();
    const enc = new TextEncoder();
    await runGomocup(
      chunks([
        'INFO timeout_',
        'turn 40\r\nST',
        enc.encode('ART 1'),
        enc.encode('5\r\nABO'),
        'UT\nBEGIN\n',
        'END\n',
      ]),
      out,
    );
    const lines = out.lines();
    expect(lines[0]).toBe('OK');
    expect(lines[1]).toMatch(/^name="qi"/);
    expect(lines[2]).toMatch(/^\d+,\d+$/);
    expect(lines).toHaveLength(3);
  });

  it('stops reading at END and handles a last line without a newline', async () => {
    const a = sink();
    await runGomocup(chunks(['START 15\nEND\nABOUT\n']), a);
    expect(a.lines()).toEqual(['OK']);
    const b = sink();
    await runGomocup(chunks(['START 15\nRESTART']), b);
    expect(b.lines()).toEqual(['OK', 'OK']);
  });

  it('is exported under the name the CLI looks up', () => {
    expect(runGomocupEngine).toBe(runGomocup);
  });
});
