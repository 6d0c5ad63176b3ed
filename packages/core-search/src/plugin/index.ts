export * from './brand.js';
export * from './capabilities.js';
export { coreSearchPlugin } from './core.js';
export * from './plugin.js';
export * from './searchers.js';
