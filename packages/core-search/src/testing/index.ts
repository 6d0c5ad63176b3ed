export * from './capability-checks.js';
export * from './checks.js';
export { peerPresent } from './peers.js';
export * from './searcher-checks.js';
export * from './spec-checks.js';
export { conformanceSuite } from './suite.js';
