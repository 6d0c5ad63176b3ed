import { describe, expect, it } from 'vitest';
import { stdinPoller } from './stdin-poll.js';

// The pipe path itself is exercised end to end by bench/engine-time.ts (a GUI-like parent process).
describe('stdinPoller', () => {
  it('reads nothing but pipes and sockets', () => {
    expect(stdinPoller((async function* () {})())).toBeNull();
    expect(stdinPoller({ fd: 'x', read: () => null })).toBeNull();
  });
});
