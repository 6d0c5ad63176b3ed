import { err, ok, type QiError, type Result } from '@qi/core-search';
import { match } from 'ts-pattern';
import type { GoEngine } from '../engine/engine.js';
import { BLACK, WHITE } from '../geometry.js';
import { fixedHandicap, freeHandicap, maxFixedHandicap } from '../handicap.js';
import { formatScore } from '../ownership.js';
import { positionToSgf } from '../sgf/game.js';
import { parseVertex, vertexToString } from '../vertex.js';
import { type GtpErrorCode, parseColor, parseNumber, parseWhole } from './parse.js';

export const ENGINE_NAME = 'Qi';
export const ENGINE_VERSION = '0.1.0';

/** What a handler answers: the text of a success, or the error message of a failure. */
export type GtpReply = Result<string, QiError<GtpErrorCode | 'gtp-fail'>>;

type Handler = (engine: GoEngine, args: readonly string[]) => GtpReply | Promise<GtpReply>;

const fail = (message: string): GtpReply => err('gtp-fail', message);
const syntax = (message = 'syntax error'): GtpReply => err('gtp-syntax', message);

/** The GTP 2 command table (names in `list_commands` order). */
export const COMMANDS: ReadonlyMap<string, Handler> = new Map<string, Handler>([
  ['protocol_version', () => ok('2')],
  ['name', () => ok(ENGINE_NAME)],
  ['version', () => ok(ENGINE_VERSION)],
  ['known_command', (_e, a) => ok(String(a[0] !== undefined && COMMANDS.has(a[0])))],
  ['list_commands', () => ok([...COMMANDS.keys()].join('\n'))],
  ['quit', () => ok('')],
  [
    'boardsize',
    (e, a) => {
      const n = parseWhole(a[0], -1e9, 1e9);
      if (n === null) return syntax('boardsize is not an integer');
      return e.setSize(n).ok ? ok('') : fail('unacceptable size');
    },
  ],
  [
    'clear_board',
    (e) => {
      e.clear();
      return ok('');
    },
  ],
  [
    'komi',
    (e, a) => {
      const k = parseNumber(a[0]);
      if (k === null) return syntax('komi is not a number');
      return e.setKomi(k).ok ? ok('') : syntax('komi out of range');
    },
  ],
  [
    'play',
    (e, a) => {
      const color = parseColor(a[0]);
      if (!color.ok) return syntax('invalid color or coordinate');
      const v = parseVertex(e.size, a[1] ?? '');
      if (!v.ok) return syntax('invalid color or coordinate');
      return e.play(color.value, v.value).ok ? ok('') : fail('illegal move');
    },
  ],
  ['genmove', (e, a) => genmove(e, a, false)],
  ['undo', (e) => (e.undo().ok ? ok('') : fail('cannot undo'))],
  ['fixed_handicap', (e, a) => handicap(e, a, 'fixed')],
  ['place_free_handicap', (e, a) => handicap(e, a, 'free')],
  [
    'set_free_handicap',
    (e, a) => {
      const stones: number[] = [];
      for (const t of a) {
        const v = parseVertex(e.size, t);
        if (!v.ok || v.value === e.size * e.size || stones.includes(v.value)) return fail('bad vertex list');
        stones.push(v.value);
      }
      if (stones.length < 2) return fail('bad vertex list');
      if (e.moveCount > 0 || e.position.stones > 0) return fail('board not empty');
      return e.setHandicap(stones).ok ? ok('') : fail('bad vertex list');
    },
  ],
  [
    'time_settings',
    (e, a) => {
      const [main, byo, stones] = [parseNumber(a[0]), parseNumber(a[1]), parseWhole(a[2], -1e9, 1e9)];
      if (main === null || byo === null || stones === null) return syntax();
      const bad = clockError(main, byo, stones);
      if (bad !== null) return syntax(bad);
      e.timeSettings({ mainMs: main * 1000, byoMs: byo * 1000, byoStones: stones });
      return ok('');
    },
  ],
  [
    'kgs-time_settings',
    (e, a) => {
      const n = a.slice(1).map((t) => parseNumber(t));
      if (n.some((x) => x === null)) return syntax();
      const [x = 0, y = 0, z = 0] = n as number[];
      const bad = clockError(x, y, Number.isInteger(z) ? z : 0);
      if (bad !== null) return syntax(bad);
      const settings = match(a[0]?.toLowerCase())
        .with('none', () => null)
        .with('absolute', () => (n.length === 1 ? { mainMs: x * 1000, byoMs: 0, byoStones: 0 } : undefined))
        // Japanese byo-yomi: every move within the period time (the spare periods are kept back).
        .with('byoyomi', () =>
          n.length === 3 ? { mainMs: x * 1000, byoMs: y * 1000, byoStones: 1 } : undefined,
        )
        .with('canadian', () =>
          n.length === 3 && Number.isInteger(z)
            ? { mainMs: x * 1000, byoMs: y * 1000, byoStones: z }
            : undefined,
        )
        .otherwise(() => undefined);
      if (settings === undefined) return syntax();
      e.timeSettings(settings);
      return ok('');
    },
  ],
  [
    'time_left',
    (e, a) => {
      const color = parseColor(a[0]);
      const time = parseNumber(a[1]);
      const stones = parseWhole(a[2], 0, 1e9);
      if (!color.ok || time === null || stones === null) return syntax();
      if (time < 0 || time > MAX_CLOCK_SECONDS || stones > MAX_BYO_STONES)
        return syntax(
          `time_left must be 0 to ${MAX_CLOCK_SECONDS} seconds and 0 to ${MAX_BYO_STONES} stones`,
        );
      e.timeLeft(color.value, { ms: time * 1000, stones });
      return ok('');
    },
  ],
  [
    'final_score',
    (e) => {
      const st = e.status();
      return ok(formatScore(st.scoreWithDead));
    },
  ],
  [
    'final_status_list',
    (e, a) => {
      const which = a[0]?.toLowerCase();
      if (which !== 'alive' && which !== 'dead' && which !== 'seki')
        return syntax('expected alive, dead or seki');
      const st = e.status();
      const dead = new Set(st.dead);
      const seki = new Set(st.seki);
      const status = (m: number) => (dead.has(m) ? 'dead' : seki.has(m) ? 'seki' : 'alive');
      return ok(strings(e, (m) => status(m) === which).join('\n'));
    },
  ],
  ['showboard', (e) => ok(`\n${e.showboard()}`)],
  ['kgs-genmove_cleanup', (e, a) => genmove(e, a, true)],
  ['printsgf', (e) => ok(positionToSgf(e.position, { application: `${ENGINE_NAME}:${ENGINE_VERSION}` }))],
]);

/** Longest main time or byo-yomi period a clock may have (a week), and most stones in a period. */
const MAX_CLOCK_SECONDS = 7 * 24 * 3600;
const MAX_BYO_STONES = 10_000;

/** Why clock settings are out of range (one line), or null. */
function clockError(main: number, byo: number, stones: number): string | null {
  if (main < 0 || main > MAX_CLOCK_SECONDS) return `main time must be 0 to ${MAX_CLOCK_SECONDS} seconds`;
  if (byo < 0 || byo > MAX_CLOCK_SECONDS) return `byo-yomi time must be 0 to ${MAX_CLOCK_SECONDS} seconds`;
  if (stones < 0 || stones > MAX_BYO_STONES) return `byo-yomi stones must be 0 to ${MAX_BYO_STONES}`;
  return null;
}

async function genmove(e: GoEngine, a: readonly string[], cleanup: boolean): Promise<GtpReply> {
  const color = parseColor(a[0]);
  if (!color.ok) return syntax('invalid color');
  const r = await e.genmove(color.value, { cleanup });
  return ok(r.move === 'resign' ? 'resign' : vertexToString(e.size, r.move));
}

function handicap(e: GoEngine, a: readonly string[], kind: 'fixed' | 'free'): GtpReply {
  const n = parseWhole(a[0], -1e9, 1e9);
  if (n === null) return syntax('number of stones is not an integer');
  if (e.moveCount > 0 || e.position.stones > 0) return fail('board not empty');
  if (kind === 'fixed' && (n < 2 || n > maxFixedHandicap(e.size))) return fail('invalid number of stones');
  const stones = kind === 'fixed' ? fixedHandicap(e.size, n) : freeHandicap(e.size, n);
  if (!stones.ok) return fail('invalid number of stones');
  if (!e.setHandicap(stones.value).ok) return fail('board not empty');
  return ok(stones.value.map((m) => vertexToString(e.size, m)).join(' '));
}

/** Stones (as vertex lists, one string per line) whose move id passes `keep`. */
function strings(e: GoEngine, keep: (move: number) => boolean): string[] {
  const pos = e.position;
  const { geo, color } = pos;
  const seen = new Uint8Array(geo.S);
  const lines: string[] = [];
  for (let m = 0; m < geo.passId; m++) {
    const p = geo.pointOf[m]!;
    if (seen[p] === 1 || (color[p] !== BLACK && color[p] !== WHITE) || !keep(m)) continue;
    const stones = pos.stringPoints(p);
    for (const q of stones) seen[q] = 1;
    lines.push(
      stones
        .map((q) => geo.moveOf[q]!)
        .sort((x, y) => x - y)
        .map((x) => vertexToString(e.size, x))
        .join(' '),
    );
  }
  return lines;
}
