import { zobristKeys } from '@qi/core-search';
import { type Geometry, geometry } from './geometry.js';
import { type PlayerTables, playerTables, type Rule } from './rules.js';

/** Everything positions of one (size, rule) share: geometry, pattern tables and Zobrist keys. */
export interface BoardConfig {
  readonly size: number;
  readonly rule: Rule;
  readonly geo: Geometry;
  readonly black: PlayerTables;
  readonly white: PlayerTables;
  /** Zobrist keys: `[(cell * 2 + player) * 2]` low half, `+1` high half; the last pair is the side key. */
  readonly zobrist: Uint32Array;
}

const configs = new Map<string, BoardConfig>();

export function boardConfig(size: number, rule: Rule): BoardConfig {
  const id = `${size}:${rule}`;
  let c = configs.get(id);
  if (!c) {
    const cells = size * size;
    c = {
      size,
      rule,
      geo: geometry(size),
      black: playerTables(rule, 0),
      white: playerTables(rule, 1),
      // Keys depend on the size only, so a position hashes the same under every rule.
      zobrist: zobristKeys(cells * 4 + 2, 0x60c0 + size),
    };
    configs.set(id, c);
  }
  return c;
}
