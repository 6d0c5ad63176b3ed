export * from './checks.js';
export { conformanceSuite } from './suite.js';
