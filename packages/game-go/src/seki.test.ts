import { unwrap } from '@qi/core-search';
import { describe, expect, it } from 'vitest';
import { SEKI_FIXTURES, type SekiFixture } from '../bench/seki-fixtures.js';
import { deadAndSeki } from './ownership.js';
import { go } from './plugin.js';
import { sekiStones } from './seki.js';
import { vertexToString } from './vertex.js';

const game = unwrap(go.create({ size: 9, komi: 7 }));
const load = (f: SekiFixture) => unwrap(game.decode(`${f.rows.join('/')} b`));
/** Stones (move ids) as vertex texts, one string per entry as GNU Go lists them. */
function asStrings(pos: ReturnType<typeof load>, stones: readonly number[]): string[] {
  const set = new Set(stones);
  const out: string[] = [];
  const seen = new Set<number>();
  for (const m of stones) {
    if (seen.has(m)) continue;
    const group = pos
      .stringPoints(pos.geo.pointOf[m]!)
      .map((p) => pos.geo.moveOf[p]!)
      .filter((q) => set.has(q));
    for (const q of group) seen.add(q);
    out.push(
      group
        .map((q) => vertexToString(9, q))
        .sort()
        .join(' '),
    );
  }
  return out.sort();
}

describe('seki on the board as it stands', () => {
  for (const f of SEKI_FIXTURES)
    it(`${f.name}: ${f.note}`, () => {
      const pos = load(f);
      // Dead stones sit inside territory, away from any seki: as it stands gives GNU Go's list.
      expect(asStrings(pos, sekiStones(pos))).toEqual(f.gnugo.seki);
    });

  it('a seki the ownership estimate calls dead is still seki, its stones never dead', () => {
    const f = SEKI_FIXTURES.find((x) => x.name === 'no-eyes')!;
    const pos = load(f);
    // An estimate that has both seki groups dead (as playouts that break the seki might say).
    const own = new Int8Array(pos.geo.passId);
    pos.ownershipInto(own);
    const estimate = Float32Array.from(own);
    for (const m of sekiStones(pos)) estimate[m] = -estimate[m]!;
    const st = deadAndSeki(pos, estimate);
    expect(asStrings(pos, st.seki)).toEqual(f.gnugo.seki);
    expect(st.dead).toEqual([]);
  });

  it('a capturing race is not seki once the loser is removed', () => {
    const f = SEKI_FIXTURES.find((x) => x.name === 'connected-out')!;
    const pos = load(f);
    const st = deadAndSeki(pos, new Float32Array(pos.geo.passId));
    expect(st.seki).toEqual([]);
  });
});
