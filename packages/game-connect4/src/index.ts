export { Connect4Position } from './board.js';
export { type Connect4ErrorCode, columnName, decodeBoard, encodeBoard, parseColumn } from './codec.js';
export { connect4ThreatGreedy } from './engine/threat-greedy.js';
export { CENTRE_WEIGHT, evaluate, PARITY_THREAT_WEIGHT, tacticalMoves, WINDOW_WEIGHTS } from './eval.js';
export { type Geometry, makeGeometry, makesFour } from './geometry.js';
export { type PlayoutPolicy, playout } from './playout.js';
export { connect4, connect4Meta, isConnect4Game } from './plugin.js';
export { connect4Plugin } from './qi-plugin.js';
