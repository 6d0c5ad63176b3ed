import { readFileSync } from 'node:fs';
import { Rng, unwrap } from '@qi/core-search';
import { describe, expect, it } from 'vitest';
import type { GomokuPosition } from './board.js';
import { T_F3, T_F33, T_FLEX4 } from './combos.js';
import { GomokuEngine } from './engine.js';
import { createGomoku } from './plugin.js';
import { PnSearch } from './pn-search.js';
import { BruteSolver } from './testing/brute.js';
import { findOpponentVcf, ThreatSearch } from './threats.js';

const game = unwrap(createGomoku({ size: 15, rule: 'freestyle' }));

/** Random games of nearby moves, stopped where the side to move has no five to play or block. */
function* randomPositions(seed: number, count: number): Generator<GomokuPosition> {
  const rng = new Rng(seed);
  const near = new Int32Array(225);
  let made = 0;
  while (made < count) {
    const pos = game.initial();
    pos.make(112);
    while (pos.outcome().kind === 'ongoing' && pos.ply < 36 && made < count) {
      let n = 0;
      for (let c = 0; c < 225; c++) if (pos.board[c] === 0 && pos.near[c]! > 0) near[n++] = c;
      pos.make(near[rng.int(n)]!);
      if (pos.outcome().kind === 'ongoing' && pos.fiveCount(0) === 0 && pos.fiveCount(1) === 0) {
        made++;
        yield pos;
      }
    }
  }
}

const brute = (pos: GomokuPosition) => {
  const b = new BruteSolver(15, 'freestyle', pos.board, (pos.toMove + 1) as 1 | 2);
  b.maxNodes = 3_000_000;
  return b;
};

/** The line is legal from `pos` (it may stop at a point the solver decided from the move types). */
function expectLegalLine(pos: GomokuPosition, line: readonly number[]): void {
  const replay = pos.clone();
  for (const m of line) {
    expect(replay.isLegal(m)).toBe(true);
    replay.make(m);
  }
}

/** The line's last move is the attacker's (an odd length) and makes an open four or two fours. */
function endsOnOpenFour(pos: GomokuPosition, line: readonly number[]): boolean {
  if (line.length % 2 === 0) return false;
  const replay = pos.clone();
  for (const m of line.slice(0, -1)) replay.make(m);
  return replay.typeAt(pos.toMove, line[line.length - 1]!) >= T_FLEX4;
}

describe('proof-number threat search', () => {
  it('VCF: finds a win whenever the brute-force solver finds one within 5 moves, and short wins check out', () => {
    const pn = new PnSearch({ poolBits: 17, tableBits: 12 });
    let wins = 0;
    for (const pos of randomPositions(21, 120)) {
      pn.clear();
      const r = pn.vcfSearch(pos, { nodes: 100_000 });
      const b = brute(pos);
      if (b.attackerWins(5, 'vcf')) expect(r.win).toBe(true);
      if (r.win) {
        wins++;
        expectLegalLine(pos, r.line);
        const moves = Math.ceil(r.line.length / 2) + 1;
        if (moves <= 6) expect(brute(pos).winsWith(r.move, moves, 'vcf')).toBe(true);
      }
    }
    expect(wins).toBeGreaterThan(5);
  });

  it('VCT: every win starts with a threat and, when short, the brute-force solver confirms it', () => {
    const pn = new PnSearch({ poolBits: 17, tableBits: 12 });
    let confirmed = 0;
    for (const pos of randomPositions(22, 60)) {
      pn.clear();
      const r = pn.vctSearch(pos, { nodes: 60_000 });
      if (!r.win) continue;
      expectLegalLine(pos, r.line);
      expect(pos.typeAt(pos.toMove, r.move)).toBeGreaterThanOrEqual(T_F3);
      const moves = Math.ceil(r.line.length / 2) + 1;
      // The line's length counts the moves only when it ends on an attacker's open four or double
      // four (decided by its move type); a reply decided by the table ends it sooner.
      if (moves > 3 || !endsOnOpenFour(pos, r.line)) continue;
      expect(brute(pos).winsWith(r.move, moves, 'threats')).toBe(true);
      confirmed++;
    }
    expect(confirmed).toBeGreaterThan(3);
  });

  it('proves long wins the depth-limited VCT misses (positions from self-play games)', () => {
    const pn = new PnSearch({ poolBits: 18, tableBits: 14 });
    for (const text of [
      '10x4/15/15/15/15/15/15/4o1o8/10o4/7o1x5/8xxo4/7x1x5/9o5/15/15 b',
      '9x5/15/9o1o3/15/7o7/6o8/5xoxx6/8x6/15/15/15/15/15/15/15 b',
    ]) {
      const pos = unwrap(game.decode(text));
      expect(new ThreatSearch({ tableBits: 14 }).vct(pos, { depth: 7, nodes: 100_000 }).win).toBe(false);
      pn.clear();
      const r = pn.vctSearch(pos, { nodes: 200_000 });
      expect(r.win).toBe(true);
      expectLegalLine(pos, r.line);
      expect(r.line.length).toBeGreaterThanOrEqual(7);
      // After the first move, no reply of the defender's lets the attacker's proof fail: each reply
      // (every empty cell) is answered by a new proof.
      const after = pos.clone();
      after.make(r.move);
      const check = new PnSearch({ poolBits: 18, tableBits: 14 });
      let replies = 0;
      for (let c = 0; c < 225; c++) {
        if (after.board[c] !== 0) continue;
        after.make(c);
        // A reply that is a four or makes the attacker block is covered by the same search.
        check.clear();
        expect(check.vctSearch(after, { nodes: 200_000 }).win).toBe(true);
        after.unmake();
        replies++;
      }
      expect(replies).toBeGreaterThan(200);
    }
  });

  it('starts transposed positions from their numbers: a long win proved with them, not without (300k nodes)', () => {
    const { positions } = JSON.parse(
      readFileSync(new URL('../fixtures/vct-attack.json', import.meta.url), 'utf8'),
    ) as { positions: { id: string; position: string }[] };
    const f = positions.find((p) => p.id === 'vct-attack-16')!;
    const pos = unwrap(game.decode(f.position));
    const withNumbers = new PnSearch({ poolBits: 19, tableBits: 16 }).vctSearch(pos, { nodes: 300_000 });
    expect(withNumbers.win).toBe(true);
    expectLegalLine(pos, withNumbers.line);
    const fresh = new PnSearch({ poolBits: 19, tableBits: 16, transpositions: false });
    expect(fresh.vctSearch(pos, { nodes: 300_000 }).win).toBe(false);
  });

  it('leaves the position as it was and keeps to its node limit', () => {
    const pos = unwrap(game.decode('15:h8,i9,h9,h10,g8,i8,i10,g10,f9,j7,e10,k6'));
    const before = [game.encode(pos), pos.hashLo, pos.hashHi];
    const pn = new PnSearch({ poolBits: 16 });
    pn.vctSearch(pos, { nodes: 100_000 });
    pn.vcfSearch(pos, { nodes: 100_000 });
    expect([game.encode(pos), pos.hashLo, pos.hashHi]).toEqual(before);
    // A win that takes thousands of nodes to prove, cut at 1000: unproven and incomplete.
    pn.clear();
    const hard = unwrap(game.decode('10x4/15/15/15/15/15/15/4o1o8/10o4/7o1x5/8xxo4/7x1x5/9o5/15/15 b'));
    const cut = pn.vctSearch(hard, { nodes: 1000 });
    expect(cut.nodes).toBeLessThanOrEqual(1000);
    expect([cut.win, cut.complete]).toEqual([false, false]);
  });
});

describe('session 9: the defender-VCF check, the double three, resume', () => {
  const { positions } = JSON.parse(
    readFileSync(new URL('../fixtures/vct-attack.json', import.meta.url), 'utf8'),
  ) as { positions: { id: string; position: string; move: string }[] };
  const fixture = (id: string) =>
    unwrap(game.decode(positions.find((p) => p.id === `vct-attack-${id}`)!.position));

  it('hasVcf agrees with the VCF search (same budget) on random positions', () => {
    const checker = new PnSearch({ poolBits: 12, tableBits: 10, defenderVcfNodes: 0 });
    const full = new PnSearch({ poolBits: 12, tableBits: 10, defenderVcfNodes: 0 });
    let wins = 0;
    for (const pos of randomPositions(23, 80)) {
      const before = [pos.hashLo, pos.hashHi];
      const has = checker.hasVcf(pos, 500);
      expect([pos.hashLo, pos.hashHi]).toEqual(before);
      full.clear();
      const r = full.vcfSearch(pos, { nodes: 500 + 225 });
      expect(has).toBe(r.win);
      if (has) wins++;
    }
    expect(wins).toBeGreaterThan(3);
  });

  it('disproves defender nodes where the defender has a VCF: a long win in under a third of the nodes, checks included', () => {
    // Node counts are deterministic (no clock): with the check (default 100 nodes a check) and without.
    const pos = fixture('10');
    const on = new PnSearch({ poolBits: 18, tableBits: 16, doubleThreePn: 6 }).vctSearch(pos, {
      nodes: 250_000,
    });
    const off = new PnSearch({
      poolBits: 18,
      tableBits: 16,
      doubleThreePn: 6,
      defenderVcfNodes: 0,
    }).vctSearch(pos, { nodes: 250_000 });
    expect([on.win, off.win]).toEqual([true, true]);
    expectLegalLine(pos, on.line);
    expect(on.checkNodes).toBeGreaterThan(0);
    expect(off.checkNodes).toBe(0);
    expect(on.nodes + on.checkNodes).toBeLessThan(off.nodes / 3);
  });

  it('starts a double three at proof number 2: a win through one proved in a tenth of the nodes', () => {
    const pos = fixture('5');
    const two = new PnSearch({ poolBits: 16, tableBits: 14, defenderVcfNodes: 0 }).vctSearch(pos, {
      nodes: 50_000,
    });
    const six = new PnSearch({
      poolBits: 16,
      tableBits: 14,
      defenderVcfNodes: 0,
      doubleThreePn: 6,
    }).vctSearch(pos, { nodes: 50_000 });
    expect([two.win, six.win]).toEqual([true, true]);
    expect(two.nodes * 10).toBeLessThan(six.nodes);
    // The proof's main line makes a double three on the way.
    const replay = pos.clone();
    let doubles = 0;
    for (let i = 0; i < two.line.length; i++) {
      if (i % 2 === 0 && replay.typeAt(pos.toMove, two.line[i]!) === T_F33) doubles++;
      replay.make(two.line[i]!);
    }
    expect(doubles).toBeGreaterThan(0);
  });

  it('resume continues the tree of a search stopped by a limit; a fresh search for another position', () => {
    const pos = fixture('10');
    const pn = new PnSearch({ poolBits: 18, tableBits: 16 });
    const cut = pn.vctSearch(pos, { nodes: 2000 });
    expect([cut.win, cut.complete]).toEqual([false, false]);
    expect(cut.rootPn).toBeGreaterThan(0);
    const more = pn.resume(pos, { nodes: 250_000 });
    expect(more.win).toBe(true);
    expectLegalLine(pos, more.line);
    // The same tree grew: as many nodes as one search with the larger budget from the start (the
    // walk's thresholds restart at the root, so only ties may differ).
    const once = new PnSearch({ poolBits: 18, tableBits: 16 }).vctSearch(pos, { nodes: 250_000 });
    expect(Math.abs(more.nodes - once.nodes)).toBeLessThan(once.nodes / 10);
    const other = fixture('11');
    pn.clear();
    const fresh = pn.resume(other, { nodes: 250_000 });
    expect(fresh.win).toBe(true);
    pn.clear();
    expect(fresh.nodes).toBe(pn.vctSearch(other, { nodes: 250_000 }).nodes);
  });
});

describe('the VCT-attack set (fixtures/vct-attack.json, wins beyond the depth-limited search)', () => {
  const { positions } = JSON.parse(
    readFileSync(new URL('../fixtures/vct-attack.json', import.meta.url), 'utf8'),
  ) as { positions: { id: string; position: string; move: string; line: string[]; proofNodes: number }[] };

  it('has at least 30 positions, each checked against every reply, main lines up to 20+ plies', () => {
    expect(positions.length).toBeGreaterThanOrEqual(30);
    expect(Math.max(...positions.map((p) => p.line.length))).toBeGreaterThanOrEqual(20);
  });

  const cheapest = [...positions].sort((a, b) => a.proofNodes - b.proofNodes).slice(0, 3);
  for (const f of cheapest) {
    it(`${f.id}: the engine plays a proven win within a node budget`, () => {
      const pos = unwrap(game.decode(f.position));
      const e = new GomokuEngine(game).choose(pos, { timeMs: 0, nodes: 400_000, seed: 1 });
      expect(e.reason).toBe('vct');
      expectLegalLine(pos, e.line);
      // Found by the proof-number phase: the depth-limited VCT alone misses it (the set's definition).
      expect(new ThreatSearch({ tableBits: 14 }).vct(pos, { depth: 7, nodes: 100_000 }).win).toBe(false);
    });
  }
});

describe('the VCT-attack positions where the opponent also has a VCF (option pnForced)', () => {
  const { positions } = JSON.parse(
    readFileSync(new URL('../fixtures/vct-attack.json', import.meta.url), 'utf8'),
  ) as { positions: { id: string; position: string; proofNodes: number }[] };
  const forced = positions
    .filter((f) => findOpponentVcf(unwrap(game.decode(f.position)), { depth: 30, nodes: 100_000 }).win)
    .sort((a, b) => a.proofNodes - b.proofNodes);

  it('holds some, and the cheapest is won first by the proof-number VCT, or defended without it', () => {
    expect(forced.length).toBeGreaterThanOrEqual(3);
    const f = forced[0]!;
    const pos = unwrap(game.decode(f.position));
    const on = new GomokuEngine(game).choose(pos, { timeMs: 0, nodes: 600_000, seed: 1 });
    expect(on.reason).toBe('vct');
    expectLegalLine(pos, on.line);
    const off = new GomokuEngine(game).choose(pos, { timeMs: 0, nodes: 600_000, seed: 1, pnForced: false });
    expect(off.reason).toBe('defend-vcf');
  });
});
