import { readFileSync } from 'node:fs';
import { unwrap } from '@qi/core-search';
import { describe, expect, it } from 'vitest';
import type { GomokuPosition } from './board.js';
import { createGomoku, type GomokuGame } from './plugin.js';
import type { Rule } from './rules.js';
import { ThreatSearch } from './threats.js';
import { defenceCandidates, findOpponentVct, vctDefences } from './vct-defence.js';

interface Fixture {
  readonly id: string;
  readonly size: number;
  readonly rule: Rule;
  readonly position: string;
  readonly moves: number;
  readonly line: readonly string[];
  readonly defences: readonly string[];
}

const { positions } = JSON.parse(
  readFileSync(new URL('../fixtures/vct-defence.json', import.meta.url), 'utf8'),
) as { positions: Fixture[] };

const games = new Map<string, GomokuGame>();
function load(f: Fixture): { game: GomokuGame; pos: GomokuPosition } {
  const key = `${f.size}:${f.rule}`;
  let game = games.get(key);
  if (!game) {
    game = unwrap(createGomoku({ size: f.size, rule: f.rule }));
    games.set(key, game);
  }
  return { game, pos: unwrap(game.decode(f.position)) };
}

describe('the VCT-defence set (defences decided by brute force for every empty cell)', () => {
  it('has at least 12 positions, threats of 3 attacker moves, few defences each', () => {
    expect(positions.length).toBeGreaterThanOrEqual(12);
    for (const f of positions) {
      expect(f.moves).toBe(3);
      expect(f.defences.length).toBeGreaterThan(0);
    }
  });

  for (const f of positions) {
    it(`${f.id}: the solver sees the threat, and keeps every true defence`, () => {
      const { game, pos } = load(f);
      const before = game.encode(pos);
      const ts = new ThreatSearch();
      const threat = findOpponentVct(pos, { depth: f.moves, nodes: 200_000 }, ts);
      expect(threat.win).toBe(true);
      const d = vctDefences(pos, threat, ts, { depth: f.moves, nodes: 200_000 });
      expect(d.complete).toBe(true);
      const names = new Set(d.defences.map((m) => game.moveToString(pos, m)));
      // Sound solver: after a true defence it proves no VCT, so no true defence is dropped. (It may
      // keep a few more: its VCT tries fours and threes only.)
      for (const t of f.defences) {
        // Defences far from every stone are not candidates; none of the set's are.
        expect(defenceCandidates(pos, threat.line).map((m) => game.moveToString(pos, m))).toContain(t);
        expect(names.has(t), t).toBe(true);
      }
      expect(game.encode(pos)).toBe(before);
    });
  }
});
