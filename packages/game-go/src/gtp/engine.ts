import { type EngineLog, GoEngine } from '../engine/engine.js';
import type { GoEngineOptions } from '../engine/options.js';
import { COMMANDS } from './commands.js';
import { formatResponse, parseCommand } from './parse.js';

/**
 * A GTP 2 engine over `GoEngine`: one input line in, one complete answer out (`=id result` or
 * `?id message`, then an empty line). Lines are expected one at a time, in order: the caller
 * awaits each answer before handing over the next line, which is how pipelined input is answered
 * strictly in order. Nothing a line contains can make it throw.
 */
export class GtpEngine {
  readonly engine: GoEngine;
  /** Set once `quit` has been answered. */
  quit = false;

  constructor(options: Partial<GoEngineOptions> = {}, log: EngineLog = () => {}) {
    this.engine = new GoEngine(options, log);
  }

  /** Stops the engine's search threads, if any. */
  close(): Promise<void> {
    return this.engine.close();
  }

  /** The answer to one line, or null for a line with nothing to answer (empty, comment). */
  async handleLine(line: string): Promise<string | null> {
    const parsed = parseCommand(line);
    if (!parsed.ok) return formatResponse(null, false, parsed.error.message);
    const cmd = parsed.value;
    if (cmd === null) return null;
    const handler = COMMANDS.get(cmd.name);
    if (handler === undefined) return formatResponse(cmd.id, false, 'unknown command');
    try {
      const r = await handler(this.engine, cmd.args);
      if (cmd.name === 'quit') this.quit = true;
      return r.ok ? formatResponse(cmd.id, true, r.value) : formatResponse(cmd.id, false, r.error.message);
    } catch (e) {
      // A bug, not bad input: answer it as a failure and keep the engine alive.
      return formatResponse(cmd.id, false, `internal error: ${e instanceof Error ? e.message : String(e)}`);
    }
  }
}
