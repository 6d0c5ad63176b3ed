import type { Command } from 'commander';
import type { Ctx } from '../context.js';
import { registerTune } from './tune.js';
import { registerWorker } from './worker.js';

/** The commands of distributed runs: `qi worker` (and `qi tune`, which may use the queue). */
export function registerDistributed(program: Command, ctx: Ctx): void {
  registerWorker(program, ctx);
  registerTune(program, ctx);
}
