import type { Result } from '@qi/core-search';
import { match } from 'ts-pattern';
import type { XiangqiPosition } from '../position.js';
import { formatChinese, parseChinese } from './chinese.js';
import { formatIccs, formatUci, parseIccs, parseUci } from './coords.js';
import type { MoveError } from './errors.js';
import { formatWxf, parseWxf } from './wxf.js';

/** The move notations the plugin reads and writes. */
export const NOTATIONS = ['iccs', 'uci', 'wxf', 'chinese'] as const;
export type Notation = (typeof NOTATIONS)[number];

/** Writes `move` (legal in `pos`) in the given notation. */
export function formatMove(pos: XiangqiPosition, move: number, notation: Notation): string {
  return match(notation)
    .with('iccs', () => formatIccs(move))
    .with('uci', () => formatUci(move))
    .with('wxf', () => formatWxf(pos, move))
    .with('chinese', () => formatChinese(pos, move))
    .exhaustive();
}

/** Reads move text in the given notation; the result is a legal move of `pos` or a typed error. */
export function parseMoveText(
  pos: XiangqiPosition,
  text: string,
  notation: Notation,
): Result<number, MoveError> {
  return match(notation)
    .with('iccs', () => parseIccs(pos, text))
    .with('uci', () => parseUci(pos, text))
    .with('wxf', () => parseWxf(pos, text))
    .with('chinese', () => parseChinese(pos, text))
    .exhaustive();
}
