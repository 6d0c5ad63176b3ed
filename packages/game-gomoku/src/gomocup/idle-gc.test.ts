import { describe, expect, it } from 'vitest';
import { idleCollector } from './idle-gc.js';
import { runGomocup } from './run.js';

async function* chunks(parts: readonly string[]) {
  for (const p of parts) yield p;
}

describe('idleCollector', () => {
  it('collects everything at the start, then the young generation, and everything again after growth', () => {
    const calls: string[] = [];
    let heap = 10;
    const idle = idleCollector(
      (kind) => calls.push(kind),
      () => heap,
      8,
    );
    idle('started');
    heap = 17;
    idle('answered');
    heap = 18;
    idle('answered');
    idle('started');
    expect(calls).toEqual(['major', 'minor', 'major', 'major']);
  });

  it('without a start, the first answered move gets a full collection', () => {
    const calls: string[] = [];
    idleCollector(
      (kind) => calls.push(kind),
      () => 0,
    )('answered');
    expect(calls).toEqual(['major']);
  });
});

describe('runGomocup idle moments', () => {
  it('runs after START (before its OK) and after each move, once nothing else is waiting', async () => {
    const events: string[] = [];
    const out = { write: (t: string) => events.push(`out ${t.trim()}`) };
    await runGomocup(
      chunks([
        'INFO timeout_turn 20\nSTART 15\n',
        'BEGIN\n',
        'ABOUT\n',
        'TURN 3,3\nABOUT\n',
        'TURN 4,4\n',
        'END\n',
      ]),
      out,
      { idle: (m) => events.push(`idle ${m}`), nodes: 200 },
    );
    const shape = events.map((e) =>
      e.replace(/^out \d+,\d+$/, 'out move').replace(/^out name=.*/, 'out about'),
    );
    expect(shape).toEqual([
      'idle started',
      'out OK',
      'out move',
      'idle answered',
      'out about',
      // A move followed by a line already read: that line is handled first, no collection.
      'out move',
      'out about',
      'out move',
      'idle answered',
    ]);
  });
});
