import { describe, expect, it } from 'vitest';
import { PnTable } from './pn-table.js';

describe('PnTable', () => {
  it('returns the numbers stored for a key, misses other keys, and forgets all on clear', () => {
    const t = new PnTable(4);
    t.store(0x12345671, 0xabcdef01, 7, 3);
    expect(t.probe(0x12345671, 0xabcdef01)).toBe(true);
    expect([t.pn, t.dn]).toEqual([7, 3]);
    // Same slot (low bits), other key: a miss.
    expect(t.probe(0x22345671, 0xabcdef01)).toBe(false);
    expect(t.probe(0x12345671, 0xabcdef02)).toBe(false);
    // Always-replace: the newer key owns the slot.
    t.store(0x22345671, 5, 2, 9);
    expect(t.probe(0x12345671, 0xabcdef01)).toBe(false);
    expect(t.probe(0x22345671, 5)).toBe(true);
    expect([t.pn, t.dn]).toEqual([2, 9]);
    t.clear();
    expect(t.probe(0x22345671, 5)).toBe(false);
  });
});
