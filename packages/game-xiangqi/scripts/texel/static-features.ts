// The evaluation (src/engine/evaluate.ts) as a linear function of its parameters: `features` writes
// one position's feature vector (Red's view), `vectorOf` a parameter set's coefficients, so that their
// dot product is the evaluation (fit-static.ts checks it on every position); `paramsOf` turns fitted
// coefficients back into XiangqiEvalParams. The king-attack factor is folded into the attack weights.
import type { Board } from '../../src/board.js';
import type { XiangqiEvalParams } from '../../src/engine/params.js';
import { tableIndex } from '../../src/engine/tables.js';
import { AREA, FORWARD, fileOf, OWN_HALF, rankOf } from '../../src/geometry.js';
import { OFF, SIDE_BIT } from '../../src/pieces.js';

type Pair = 'advisor' | 'elephant' | 'horse' | 'chariot' | 'cannon' | 'soldier';
type MobPair = 'chariotMobility' | 'horseMobility' | 'cannonMobility' | 'connectedSoldiers';
type Flat =
  | 'trappedHorse'
  | 'missingAdvisorPerChariot'
  | 'missingElephantPerCannon'
  | 'missingGuardPerHorse'
  | 'kingOffFile'
  | 'emptyCannon'
  | 'chariotOnKingFile'
  | 'pinningCannon'
  | 'tempo';

type Feature =
  | { kind: 'material'; key: Pair; phase: 0 | 1; material: true; ridge: false }
  | { kind: 'table'; type: number; file: number; rank: number; phase: 0 | 1; material: false; ridge: true }
  | { kind: 'pair'; key: MobPair; phase: 0 | 1; material: false; ridge: false }
  | { kind: 'flat'; key: Flat; material: false; ridge: false }
  | { kind: 'attack'; index: number; material: false; ridge: false };

const MATERIAL: readonly Pair[] = ['advisor', 'elephant', 'horse', 'chariot', 'cannon', 'soldier'];
const PAIRS: readonly MobPair[] = ['chariotMobility', 'horseMobility', 'cannonMobility', 'connectedSoldiers'];
const FLATS: readonly Flat[] = [
  'trappedHorse',
  'missingAdvisorPerChariot',
  'missingElephantPerCannon',
  'missingGuardPerHorse',
  'kingOffFile',
  'emptyCannon',
  'chariotOnKingFile',
  'pinningCannon',
  'tempo',
];

function buildFeatures(): Feature[] {
  const out: Feature[] = [];
  for (const phase of [0, 1] as const) {
    for (const key of MATERIAL) out.push({ kind: 'material', key, phase, material: true, ridge: false });
    for (let type = 1; type <= 7; type++)
      for (let rank = 0; rank < 10; rank++)
        for (let file = 0; file < 5; file++)
          out.push({ kind: 'table', type, file, rank, phase, material: false, ridge: true });
    for (const key of PAIRS) out.push({ kind: 'pair', key, phase, material: false, ridge: false });
  }
  for (const key of FLATS) out.push({ kind: 'flat', key, material: false, ridge: false });
  for (let index = 0; index < 4; index++) out.push({ kind: 'attack', index, material: false, ridge: false });
  return out;
}
export const FEATURES: readonly Feature[] = buildFeatures();

const indexOf = new Map<string, number>();
FEATURES.forEach((f, i) => {
  indexOf.set(keyOf(f), i);
});
function keyOf(f: Feature): string {
  switch (f.kind) {
    case 'material':
    case 'pair':
      return `${f.key}/${f.phase}`;
    case 'table':
      return `t${f.type}/${f.file}/${f.rank}/${f.phase}`;
    case 'flat':
      return f.key;
    case 'attack':
      return `attack${f.index}`;
  }
}
const at = (key: string): number => indexOf.get(key)!;

/** The coefficients of a parameter set (piece-square entries include the table scale). */
export function vectorOf(p: XiangqiEvalParams): Float64Array {
  const v = new Float64Array(FEATURES.length);
  FEATURES.forEach((f, i) => {
    switch (f.kind) {
      case 'material':
        v[i] = p[f.key][f.phase];
        break;
      case 'table': {
        const tables = f.phase === 0 ? p.tables : p.tablesEg;
        v[i] = tables[f.type]![tableIndex(f.file, f.rank)]! * p.pstScale[f.phase];
        break;
      }
      case 'pair':
        v[i] = p[f.key][f.phase];
        break;
      case 'flat':
        v[i] = p[f.key];
        break;
      case 'attack':
        v[i] = p.kingAttack * p.attackerWeight[f.index]!;
        break;
    }
  });
  return v;
}

/** Fitted coefficients as parameters (integers; tables mirrored left-right, scale 1, kingAttack 1). */
export function paramsOf(v: ArrayLike<number>, base: XiangqiEvalParams): XiangqiEvalParams {
  const r = (i: number) => Math.round(v[i]!);
  const pair = (key: string): readonly [number, number] => [r(at(`${key}/0`)), r(at(`${key}/1`))];
  const tables = (phase: 0 | 1) =>
    [0, 1, 2, 3, 4, 5, 6, 7].map((type) => {
      if (type === 0) return [];
      const t = new Array<number>(90).fill(0);
      for (let rank = 0; rank < 10; rank++)
        for (let file = 0; file < 9; file++)
          t[tableIndex(file, rank)] = r(at(`t${type}/${Math.min(file, 8 - file)}/${rank}/${phase}`));
      return t;
    });
  return {
    ...base,
    advisor: pair('advisor'),
    elephant: pair('elephant'),
    horse: pair('horse'),
    chariot: pair('chariot'),
    cannon: pair('cannon'),
    soldier: pair('soldier'),
    pstScale: [1, 1],
    tables: tables(0),
    tablesEg: tables(1),
    chariotMobility: pair('chariotMobility'),
    horseMobility: pair('horseMobility'),
    cannonMobility: pair('cannonMobility'),
    connectedSoldiers: pair('connectedSoldiers'),
    trappedHorse: r(at('trappedHorse')),
    missingAdvisorPerChariot: r(at('missingAdvisorPerChariot')),
    missingElephantPerCannon: r(at('missingElephantPerCannon')),
    missingGuardPerHorse: r(at('missingGuardPerHorse')),
    kingOffFile: r(at('kingOffFile')),
    emptyCannon: r(at('emptyCannon')),
    chariotOnKingFile: r(at('chariotOnKingFile')),
    pinningCannon: r(at('pinningCannon')),
    tempo: r(at('tempo')),
    kingAttack: 1,
    attackerWeight: [r(at('attack0')), r(at('attack1')), r(at('attack2')), r(at('attack3'))],
  };
}

const ORTHO = [1, -1, 16, -16] as const;
const LEGS = [16, -16, 1, -1] as const;
const JUMPS = [31, 33, -31, -33, 18, -14, -18, 14] as const;
const MAX_PHASE = 4 * (6 + 3 + 3);

/**
 * One position's features from Red's view into `x`, mirroring evaluate.ts term by term. False (and
 * `x` unusable) when the evaluation's endgame scaling could apply, which is not linear.
 */
export function features(board: Board, x: Float64Array): boolean {
  x.fill(0);
  const cells = board.cells;
  const counts = [new Int32Array(6), new Int32Array(6)]; // a, e, h, r, c, s
  let phase = 0;
  for (let side = 0; side < 2; side++)
    for (let slot = 1; slot < 16; slot++) {
      if (board.at[SIDE_BIT[side as 0 | 1] + slot] === 0) continue;
      const t = slot < 3 ? 0 : slot < 5 ? 1 : slot < 7 ? 2 : slot < 9 ? 3 : slot < 11 ? 4 : 5;
      counts[side]![t]!++;
      phase += t === 3 ? 6 : t === 2 || t === 4 ? 3 : 0;
    }
  for (let side = 0; side < 2; side++) {
    const c = counts[side]!;
    const e = counts[1 - side]!;
    if (c[2]! + c[3]! + c[4]! + c[5]! === 0) return false;
    if (c[3] === 0 && c[5] === 0 && c[2]! + c[4]! === 1 && e[0] === 2) return false;
  }
  const w = Math.min(phase, MAX_PHASE) / MAX_PHASE;
  const ph = [w, 1 - w];
  for (let side = 0; side < 2; side++) {
    const sign = side === 0 ? 1 : -1;
    const own = SIDE_BIT[side as 0 | 1];
    const en = 48 - own;
    const block = own | OFF;
    const add = (key: string, v: number) => {
      x[at(key)]! += sign * v;
    };
    const addPair = (key: string, v: number) => {
      add(`${key}/0`, v * ph[0]!);
      add(`${key}/1`, v * ph[1]!);
    };
    for (let slot = 0; slot < 16; slot++) {
      const sq = board.at[own + slot]!;
      if (sq === 0) continue;
      const type =
        slot === 0 ? 1 : slot < 3 ? 2 : slot < 5 ? 3 : slot < 7 ? 4 : slot < 9 ? 5 : slot < 11 ? 6 : 7;
      const file = fileOf(sq);
      const rank = side === 0 ? rankOf(sq) : 9 - rankOf(sq);
      const f5 = Math.min(file, 8 - file);
      add(`t${type}/${f5}/${rank}/0`, ph[0]!);
      add(`t${type}/${f5}/${rank}/1`, ph[1]!);
      if (type > 1) addPair(MATERIAL[type - 2]!, 1);
      if (type === 4) {
        let moves = 0;
        for (let i = 0; i < 4; i++) {
          if (cells[sq + LEGS[i]!] !== 0) continue;
          if (!(cells[sq + JUMPS[2 * i]!]! & block)) moves++;
          if (!(cells[sq + JUMPS[2 * i + 1]!]! & block)) moves++;
        }
        if (moves === 0) add('trappedHorse', -1);
        addPair('horseMobility', moves);
      } else if (type === 5 || type === 6) {
        let moves = 0;
        for (const d of ORTHO) {
          let t = sq + d;
          while (cells[t] === 0) {
            moves++;
            t += d;
          }
          if (type === 5 && cells[t]! & en) moves++;
        }
        addPair(type === 5 ? 'chariotMobility' : 'cannonMobility', moves);
      } else if (type === 7 && !(AREA[sq]! & OWN_HALF[side as 0 | 1])) {
        const right = cells[sq + 1]!;
        if (right & own && right - own >= 11) addPair('connectedSoldiers', 1);
      }
    }
    // Guards and the general's lines (both are penalties: negative features).
    const c = counts[side]!;
    const e = counts[1 - side]!;
    const missA = 2 - c[0]!;
    const missE = 2 - c[1]!;
    add('missingAdvisorPerChariot', -missA * e[3]!);
    add('missingElephantPerCannon', -missE * e[4]!);
    add('missingGuardPerHorse', -(missA + missE) * e[2]!);
    const k = board.at[own]!;
    if (k === 0) continue;
    if (e[3]! > 0 && (k & 15) !== 7) add('kingOffFile', -1);
    const d = FORWARD[side as 0 | 1];
    let t = k + d;
    while (cells[t] === 0) t += d;
    const first = cells[t]!;
    const isType = (pid: number, slot: number) => pid === en + slot || pid === en + slot + 1;
    if (first !== OFF) {
      if (isType(first, 9)) add('emptyCannon', -1);
      else {
        t += d;
        while (cells[t] === 0) t += d;
        const second = cells[t]!;
        if (isType(second, 7)) add('chariotOnKingFile', -1);
        else if (second !== OFF) {
          t += d;
          while (cells[t] === 0) t += d;
          if (isType(cells[t]!, 9)) add('pinningCannon', -1);
        }
      }
    }
    const guards = c[0]! + c[1]!;
    const half = OWN_HALF[side as 0 | 1];
    for (let slot = 5; slot < 16; slot++) {
      const s = board.at[en + slot]!;
      if (s === 0 || !(AREA[s]! & half)) continue;
      // Attack weights in the evaluation's order: chariot, horse, cannon, soldier.
      const index = slot < 7 ? 1 : slot < 9 ? 0 : slot < 11 ? 2 : 3;
      add(`attack${index}`, -(6 - guards) / 2);
    }
  }
  x[at('tempo')] = board.side === 0 ? 1 : -1;
  return true;
}
