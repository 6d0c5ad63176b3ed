import { describe, expect, it } from 'vitest';
import { BLACK, WHITE } from './geometry.js';
import { ReplyMemory } from './reply-memory.js';

describe('ReplyMemory (last good reply with forgetting)', () => {
  it("keeps the winner's replies, skips passes, and starts from the move before the playout", () => {
    const m = new ReplyMemory(50, 16);
    // Before the playout White played 7; then Black 10, White 11, Black pass, White 12, Black 13.
    m.begin(7, BLACK);
    for (const p of [10, 11, 0, 12, 13]) m.push(p);
    m.learn(BLACK);
    expect(m.replyTo(BLACK, 7)).toBe(10);
    expect(m.replyTo(BLACK, 12)).toBe(13);
    // The loser's replies are not stored; nothing after or before a pass.
    expect(m.replyTo(WHITE, 10)).toBe(0);
    expect(m.replyTo(WHITE, 0)).toBe(0);
    expect(m.replyTo(BLACK, 11)).toBe(0);
  });

  it("forgets a loser's reply only when it is the stored one", () => {
    const m = new ReplyMemory(50, 16);
    m.begin(7, BLACK);
    m.push(10);
    m.learn(BLACK);
    m.begin(8, BLACK);
    m.push(20);
    m.learn(BLACK);
    // Black loses with 7 → 10: forgotten; 8 → 21 lost, but 8's stored reply is 20: kept.
    m.begin(7, BLACK);
    m.push(10);
    m.learn(WHITE);
    m.begin(8, BLACK);
    m.push(21);
    m.learn(WHITE);
    expect(m.replyTo(BLACK, 7)).toBe(0);
    expect(m.replyTo(BLACK, 8)).toBe(20);
  });

  it('learns no further than its buffer', () => {
    const m = new ReplyMemory(50, 2);
    m.begin(7, BLACK);
    for (const p of [10, 11, 12]) m.push(p);
    m.learn(WHITE);
    expect(m.replyTo(WHITE, 10)).toBe(11);
    expect(m.replyTo(WHITE, 12)).toBe(0);
  });
});
