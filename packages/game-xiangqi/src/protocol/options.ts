import { err, ok, type QiError, type Result } from '@qi/core-search';
import type { ProtocolMode } from './commands.js';

/** What the GUI can set, in the engine's own units. */
export interface EngineSettings {
  hashMb: number;
  ponder: boolean;
  useBook: boolean;
  /** Path of a book file (ElephantEye BOOK.DAT or Qi's QIBK); empty: the built-in book. */
  bookFile: string;
  /** Root noise amplitude in centipawns (variety between games). */
  randomness: number;
  /** 0..20; below 20 the search is capped in depth and made noisier. */
  skill: number;
  /** 0 = no limit. */
  depthLimit: number;
  /** UCCI clock values are seconds unless the GUI sets `usemillisec`. */
  useMillisec: boolean;
  moveOverheadMs: number;
}

export const DEFAULT_SETTINGS: EngineSettings = {
  hashMb: 32,
  ponder: false,
  useBook: true,
  bookFile: '',
  randomness: 0,
  skill: 20,
  depthLimit: 0,
  useMillisec: false,
  // Pipes, the GUI and a busy machine cost time the search cannot see. Measured with
  // bench/engine-time.ts (Move Overhead 0, load 5 on 2 cores): the GUI saw answers 0.1 ms (1000 ms/move)
  // to 4 ms (100 ms/move) after the engine's own end on average, single stalls up to ~100 ms. 6 ms
  // keeps ≥ 90% of a 100 ms move for the search (20 ms kept 79%); see bench/README.md.
  moveOverheadMs: 6,
};

export const MAX_HASH_MB = 1024;
export const MAX_RANDOMNESS = 200;

/** UCCI's named randomness levels, as centipawns of root noise. */
export const UCCI_RANDOMNESS: Readonly<Record<string, number>> = {
  none: 0,
  tiny: 5,
  small: 10,
  medium: 20,
  large: 40,
  huge: 80,
};

/** The `option …` lines of the greeting. */
export function optionLines(mode: ProtocolMode, s: EngineSettings = DEFAULT_SETTINGS): string[] {
  if (mode === 'ucci')
    return [
      `option usemillisec type check default ${s.useMillisec}`,
      `option ponder type check default ${s.ponder}`,
      `option usebook type check default ${s.useBook}`,
      'option bookfiles type string default <empty>',
      `option hashsize type spin min 1 max ${MAX_HASH_MB} default ${s.hashMb}`,
      'option threads type spin min 1 max 1 default 1',
      'option randomness type combo var none var tiny var small var medium var large var huge default none',
      `option skill type spin min 0 max 20 default ${s.skill}`,
      `option depthlimit type spin min 0 max 64 default ${s.depthLimit}`,
      `option moveoverhead type spin min 0 max 5000 default ${s.moveOverheadMs}`,
      'option newgame type button',
    ];
  return [
    `option name Hash type spin default ${s.hashMb} min 1 max ${MAX_HASH_MB}`,
    'option name Threads type spin default 1 min 1 max 1',
    `option name Ponder type check default ${s.ponder}`,
    `option name OwnBook type check default ${s.useBook}`,
    'option name BookFile type string default <empty>',
    'option name UCI_Variant type combo default xiangqi var xiangqi',
    `option name Randomness type spin default ${s.randomness} min 0 max ${MAX_RANDOMNESS}`,
    `option name Skill Level type spin default ${s.skill} min 0 max 20`,
    `option name Depth Limit type spin default ${s.depthLimit} min 0 max 64`,
    `option name Move Overhead type spin default ${s.moveOverheadMs} min 0 max 5000`,
    'option name Clear Hash type button',
  ];
}

export type OptionErrorCode = 'option-unknown' | 'option-bad-value';

/** What applying an option asks of the engine besides the new settings. */
export type OptionEffect = 'none' | 'clear-hash';

function bool(name: string, value: string): Result<boolean, QiError<OptionErrorCode>> {
  const v = value.trim().toLowerCase();
  if (v === 'true' || v === 'on' || v === '1') return ok(true);
  if (v === 'false' || v === 'off' || v === '0') return ok(false);
  return err('option-bad-value', `${name} expects true or false, got "${value}"`, name);
}

function spin(
  name: string,
  value: string,
  min: number,
  max: number,
): Result<number, QiError<OptionErrorCode>> {
  const v = value.trim();
  if (!/^-?\d{1,9}$/.test(v))
    return err('option-bad-value', `${name} expects a whole number, got "${value}"`, name);
  const n = Number(v);
  if (n < min || n > max) return err('option-bad-value', `${name} must be in ${min}..${max}, got ${n}`, name);
  return ok(n);
}

/**
 * Applies `setoption` to a copy of the settings. Names are matched without case and spaces, so UCCI
 * `hashsize` and UCI `Hash` both work in either protocol; unknown names and bad values are typed errors.
 */
export function applyOption(
  settings: EngineSettings,
  name: string,
  value: string,
): Result<{ settings: EngineSettings; effect: OptionEffect }, QiError<OptionErrorCode>> {
  const key = name.toLowerCase().replace(/[\s_]/g, '');
  const next = { ...settings };
  const done = (effect: OptionEffect = 'none') => ok({ settings: next, effect });
  switch (key) {
    case 'hash':
    case 'hashsize': {
      const r = spin(name, value, 1, MAX_HASH_MB);
      if (!r.ok) return r;
      next.hashMb = r.value;
      return done();
    }
    case 'threads': {
      const r = spin(name, value, 1, 1);
      return r.ok ? done() : r;
    }
    case 'ponder': {
      const r = value === '' ? ok(true) : bool(name, value);
      if (!r.ok) return r;
      next.ponder = r.value;
      return done();
    }
    case 'ownbook':
    case 'usebook': {
      const r = bool(name, value);
      if (!r.ok) return r;
      next.useBook = r.value;
      return done();
    }
    case 'bookfile':
    case 'bookfiles':
      next.bookFile = value === '<empty>' ? '' : value.trim();
      return done();
    case 'usemillisec': {
      const r = value === '' ? ok(true) : bool(name, value);
      if (!r.ok) return r;
      next.useMillisec = r.value;
      return done();
    }
    case 'randomness': {
      const named = UCCI_RANDOMNESS[value.trim().toLowerCase()];
      if (named !== undefined) {
        next.randomness = named;
        return done();
      }
      const r = spin(name, value, 0, MAX_RANDOMNESS);
      if (!r.ok) return r;
      next.randomness = r.value;
      return done();
    }
    case 'skill':
    case 'skilllevel': {
      const r = spin(name, value, 0, 20);
      if (!r.ok) return r;
      next.skill = r.value;
      return done();
    }
    case 'depthlimit': {
      const r = spin(name, value, 0, 64);
      if (!r.ok) return r;
      next.depthLimit = r.value;
      return done();
    }
    case 'moveoverhead': {
      const r = spin(name, value, 0, 5000);
      if (!r.ok) return r;
      next.moveOverheadMs = r.value;
      return done();
    }
    case 'ucivariant':
      return value.trim().toLowerCase() === 'xiangqi'
        ? done()
        : err('option-bad-value', `only the xiangqi variant is played, not "${value}"`, name);
    case 'clearhash':
      return done('clear-hash');
    // UCCI options a GUI may send that change nothing here.
    case 'batch':
    case 'debug':
    case 'idle':
    case 'style':
    case 'knowledge':
    case 'pruning':
    case 'promotion':
    case 'useegtb':
    case 'egtbpaths':
    case 'evalapi':
    case 'uciabout':
    case 'ucianalysemode':
    case 'ucishowcurrline':
    case 'multipv':
      return done();
    default:
      return err('option-unknown', `unknown option "${name.slice(0, 40)}"`, name.slice(0, 40));
  }
}

/** Depth cap and root noise that a skill level adds (20 = full strength, none). */
export function skillLimits(skill: number): { depth: number; noise: number } {
  if (skill >= 20) return { depth: 0, noise: 0 };
  return { depth: 1 + Math.floor(skill / 2), noise: (20 - skill) * 10 };
}
