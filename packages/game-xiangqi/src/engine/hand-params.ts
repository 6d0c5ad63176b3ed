import type { XiangqiEvalParams } from './params.js';
import { PIECE_SQUARE_TABLES } from './tables.js';

/** The hand-set values (tables.ts's written tables). */
export const HAND_EVAL_PARAMS: XiangqiEvalParams = {
  advisor: [200, 220],
  elephant: [200, 220],
  horse: [400, 460],
  chariot: [900, 1000],
  cannon: [450, 410],
  soldier: [100, 130],
  phaseWeights: [6, 3, 3],
  pstScale: [1, 1],
  tables: PIECE_SQUARE_TABLES,
  tablesEg: PIECE_SQUARE_TABLES,
  connectedSoldiers: [10, 30],
  missingAdvisorPerChariot: 25,
  missingElephantPerCannon: 25,
  missingGuardPerHorse: 10,
  emptyCannon: 60,
  pinningCannon: 20,
  chariotOnKingFile: 20,
  kingAttack: 6,
  attackerWeight: [3, 3, 2, 1],
  kingOffFile: 15,
  chariotMobility: [4, 4],
  horseMobility: [8, 10],
  cannonMobility: [2, 1],
  trappedHorse: 30,
  tempo: 15,
  cannotWin: true,
  drawishDivisor: 4,
};
