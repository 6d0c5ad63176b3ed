import { err, ok, type QiError, type Result } from '@qi/core-search';
import { splitCommand } from './command.js';

export type EngineProtocol = 'gtp' | 'uci' | 'ucci' | 'gomocup';
export const ENGINE_PROTOCOLS: readonly EngineProtocol[] = ['gtp', 'uci', 'ucci', 'gomocup'];

/**
 * An external engine as a player: `protocol[(options)]:command`, e.g.
 * `gtp:/usr/games/gnugo --mode gtp --level 10` or
 * `uci(UCI_Variant=xiangqi,Skill Level=5,name=fsf):/usr/games/fairy-stockfish`.
 * Options are sent to the engine (UCI/UCCI `setoption`), except the reserved ones:
 * `name` (shown in results), `timeout` (ms to wait for a move beyond the move time),
 * `depth`, `nodes`, `movetime` (this engine's own limit per move, instead of the match's),
 * `cleanup` (GTP: `false` to use plain `genmove`).
 */
export interface EngineSpec {
  readonly protocol: EngineProtocol;
  readonly argv: readonly string[];
  /** The spec as written (trimmed): the player's name unless `name` is given. */
  readonly text: string;
  readonly name: string;
  readonly options: Readonly<Record<string, string>>;
  readonly timeoutMs?: number;
  readonly depth?: number;
  readonly nodes?: number;
  readonly movetime?: number;
  /** GTP: ask for moves with `kgs-genmove_cleanup` when the engine has it (default true; see gtpPlayer). */
  readonly cleanup?: boolean;
}

export type EngineSpecErrorCode = 'engine-spec';

const RESERVED = ['name', 'timeout', 'depth', 'nodes', 'movetime', 'cleanup'] as const;

/** True when the text names an engine protocol (`gtp:…`, `uci(…):…`), so it is not a searcher spec. */
export function isEngineSpec(text: string): boolean {
  return /^\s*(gtp|uci|ucci|gomocup)\s*(\(|:)/i.test(text);
}

export function parseEngineSpec(text: string): Result<EngineSpec, QiError<EngineSpecErrorCode>> {
  const src = text.trim();
  const m = /^(gtp|uci|ucci|gomocup)\s*(?:\(([^)]*)\))?\s*:(.*)$/is.exec(src);
  if (!m)
    return err('engine-spec', `"${text}": expected protocol:command, e.g. gtp:/usr/games/gnugo --mode gtp`);
  const protocol = m[1]!.toLowerCase() as EngineProtocol;
  const argv = splitCommand(m[3]!.trim());
  if (argv === null) return err('engine-spec', `"${text}": unclosed quote in the command`);
  if (argv.length === 0) return err('engine-spec', `"${text}": no command after "${protocol}:"`);
  const options: Record<string, string> = {};
  const reserved: Partial<Record<(typeof RESERVED)[number], string>> = {};
  for (const part of (m[2] ?? '').split(',')) {
    if (part.trim() === '') continue;
    const eq = part.indexOf('=');
    if (eq <= 0) return err('engine-spec', `"${text}": expected option=value, got "${part.trim()}"`);
    const key = part.slice(0, eq).trim();
    const value = part.slice(eq + 1).trim();
    if ((RESERVED as readonly string[]).includes(key)) reserved[key as (typeof RESERVED)[number]] = value;
    else options[key] = value;
  }
  const numbers: Partial<Record<'timeout' | 'depth' | 'nodes' | 'movetime', number>> = {};
  for (const key of ['timeout', 'depth', 'nodes', 'movetime'] as const) {
    const v = reserved[key];
    if (v === undefined) continue;
    const n = Number(v);
    if (!/^\d+$/.test(v) || !Number.isSafeInteger(n) || n < 1)
      return err('engine-spec', `"${text}": ${key} must be a positive integer, got "${v}"`, key);
    numbers[key] = n;
  }
  return ok({
    protocol,
    argv,
    text: src,
    name: reserved.name ?? src,
    options,
    ...(numbers.timeout === undefined ? {} : { timeoutMs: numbers.timeout }),
    ...(numbers.depth === undefined ? {} : { depth: numbers.depth }),
    ...(numbers.nodes === undefined ? {} : { nodes: numbers.nodes }),
    ...(numbers.movetime === undefined ? {} : { movetime: numbers.movetime }),
    ...(reserved.cleanup === undefined ? {} : { cleanup: !/^(false|0|no|off)$/i.test(reserved.cleanup) }),
  });
}
