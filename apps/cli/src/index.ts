export { CliError, type CliIO, EXIT_FAILURE, EXIT_OK, EXIT_USAGE } from './io.js';
export { main, VERSION } from './main.js';
export { createRegistry, defaultAi } from './registry.js';
export { type GameView, outcomeText, viewOf } from './views.js';
