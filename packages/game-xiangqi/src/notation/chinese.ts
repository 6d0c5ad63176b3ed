import type { Result } from '@qi/core-search';
import { PAWN } from '../pieces.js';
import type { XiangqiPosition } from '../position.js';
import { describeMove, type MoveDescription } from './describe.js';
import { type MoveError, moveError } from './errors.js';
import { matchMove, type Speller } from './match.js';

/** Piece names by type: Red 帅 仕 相 马 车 炮 兵, Black 将 士 象 马 车 炮 卒. */
const NAMES = [' 帅仕相马车炮兵', ' 将士象马车炮卒'] as const;
const NUMERALS = ' 一二三四五六七八九';
const VERB = { 1: '进', [-1]: '退', 0: '平' } as const;
const PLACE_OF_THREE = ['前', '中', '后'];

/** Red writes numbers as Chinese numerals, Black as digits. */
const num = (d: MoveDescription, n: number): string => (d.side === 0 ? NUMERALS[n]! : String(n));

/** Place word among `count` same-kind pieces on a file: 前/后, 前/中/后, or 一…五 from the front. */
function place(d: MoveDescription): string {
  if (d.count === 2) return d.index === 0 ? '前' : '后';
  if (d.count === 3) return PLACE_OF_THREE[d.index]!;
  return NUMERALS[d.index + 1]!;
}

/**
 * Canonical Chinese notation (simplified characters): 炮二平五, 马8进7, 前车平三, 中兵进一.
 * Soldiers: with several on one file only, 前/后 (two), 前/中/后 (three), 一…五 from the front (more),
 * before the name (前兵进一); when two files hold several, the place word and the file replace the name
 * (前三平四, Black 前3平4).
 */
export function formatChinese(pos: XiangqiPosition, move: number): string {
  const d = describeMove(pos.board, move);
  if (!d) return '?';
  return designator(d) + VERB[d.dir] + num(d, d.target);
}

function designator(d: MoveDescription): string {
  const name = NAMES[d.side][d.type]!;
  if (d.count <= 1) return name + num(d, d.file);
  if (d.type === PAWN && d.tandemFiles > 1) return place(d) + num(d, d.file);
  return place(d) + name;
}

const CHINESE_SPELLER: Speller = {
  // Normalized: the verb as is, the target as an ASCII digit.
  tail: (d) => VERB[d.dir] + String(d.target),
  spellings(d) {
    const name = NAMES[d.side][d.type]!;
    const tail = VERB[d.dir] + num(d, d.target);
    const out = [designator(d) + tail, name + num(d, d.file) + tail];
    if (d.count > 1) out.push(place(d) + name + tail, place(d) + name + num(d, d.file) + tail);
    return out.map(normalizeChinese);
  },
};

/** Characters read as one canonical form: traditional and Black/Red variants, full-width digits, numerals. */
const FOLD: Readonly<Record<string, string>> = {
  帅: '将',
  帥: '将',
  將: '将',
  仕: '士',
  相: '象',
  馬: '马',
  傌: '马',
  車: '车',
  俥: '车',
  砲: '炮',
  包: '炮',
  兵: '卒',
  進: '进',
  後: '后',
};

/** Folds a Chinese move to one form: simplified Black names, ASCII digits, no spaces. */
export function normalizeChinese(text: string): string {
  let out = '';
  for (const ch of text.replace(/\s+/g, '')) {
    const code = ch.charCodeAt(0);
    if (code >= 0xff10 && code <= 0xff19) out += String.fromCharCode(code - 0xff10 + 48);
    else if (NUMERALS.indexOf(ch) > 0) out += String(NUMERALS.indexOf(ch));
    else out += FOLD[ch] ?? ch;
  }
  return out;
}

const SYNTAX = /^(?:[前中后1-5]?[将士象马车炮卒][1-9]?|[前中后1-5][1-9])[进退平][1-9]$/;

/** Reads a Chinese move (炮二平五, 马8进7, 前车平三, 砲２平５…) and returns the legal move it names. */
export function parseChinese(pos: XiangqiPosition, text: string): Result<number, MoveError> {
  const norm = normalizeChinese(text);
  if (!SYNTAX.test(norm))
    return moveError('move-syntax', `"${text}" is not a Chinese move like 炮二平五 or 马8进7`, text);
  return matchMove(pos, text, norm, CHINESE_SPELLER, 'Chinese notation');
}
