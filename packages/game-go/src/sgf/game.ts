import { err, ok, type QiError, type Result } from '@qi/core-search';
import { GoPosition } from '../board.js';
import {
  BLACK,
  EMPTY,
  type Geometry,
  geometry,
  MAX_SIZE,
  MIN_SIZE,
  type StoneColor,
  WHITE,
} from '../geometry.js';
import { ILLEGAL_REASONS, LEGAL } from '../legality.js';
import type { GoRules } from '../rules.js';
import { DEFAULT_PARAMS, type GoParams, goRules } from '../rules.js';
import { lineColumn, parseSgf, type SgfNode, sgfNodeOffset } from './parse.js';
import { writeSgf } from './write.js';

export type SgfGameErrorCode =
  | 'sgf-syntax'
  | 'sgf-not-go'
  | 'sgf-size'
  | 'sgf-value'
  | 'sgf-point'
  | 'sgf-setup'
  | 'sgf-illegal';

/** The game information of an SGF root node (everything optional except the size). */
export interface SgfGameInfo {
  size: number;
  komi?: number;
  rules?: string;
  black?: string;
  white?: string;
  result?: string;
  handicap?: number;
  date?: string;
  event?: string;
  gameName?: string;
  comment?: string;
}

/** A Go game read from SGF: its rules, the position at the end of the main line, and the record. */
export interface SgfGoGame {
  readonly info: SgfGameInfo;
  readonly rules: GoRules;
  readonly position: GoPosition;
  /** The main line's moves (move ids, passes included) in order, with their node comments. */
  readonly moves: readonly { readonly color: StoneColor; readonly move: number; readonly comment?: string }[];
  /** The whole parsed collection (variations included), e.g. to write it back. */
  readonly trees: readonly SgfNode[];
}

/** SGF point text (`dd`, top-left `aa`) of a move id; `''` for pass. */
export function sgfPoint(size: number, move: number): string {
  if (move === size * size) return '';
  const x = move % size;
  const y = Math.floor(move / size);
  return String.fromCharCode(97 + x, 97 + y);
}

/** Move id of SGF point text, the pass id for `''` (and `tt` on boards up to 19×19), or -1 if invalid. */
export function parseSgfPoint(size: number, text: string): number {
  if (text === '' || (text === 'tt' && size <= 19)) return size * size;
  if (text.length !== 2) return -1;
  const x = text.charCodeAt(0) - 97;
  const y = text.charCodeAt(1) - 97;
  if (x < 0 || y < 0 || x >= size || y >= size) return -1;
  return y * size + x;
}

/** Reads the root's game information; a missing SZ means 19 (the SGF default). */
export function sgfGameInfo(root: SgfNode): Result<SgfGameInfo, QiError<SgfGameErrorCode>> {
  const p = root.props;
  const one = (id: string) => p[id]?.[0];
  const gm = one('GM');
  if (gm !== undefined && gm.trim() !== '1') return err('sgf-not-go', `GM[${gm}] is not Go (GM[1])`, 'GM');
  let size = 19;
  const sz = one('SZ');
  if (sz !== undefined) {
    const parts = sz.split(':').map((s) => s.trim());
    if (parts.length === 2 && parts[0] !== parts[1])
      return err('sgf-size', `rectangular boards (SZ[${sz}]) are not supported`, 'SZ');
    if (!/^\d+$/.test(parts[0] ?? '')) return err('sgf-size', `SZ[${sz}] is not a board size`, 'SZ');
    size = Number(parts[0]);
    if (size < MIN_SIZE || size > MAX_SIZE)
      return err('sgf-size', `board size ${size} is outside ${MIN_SIZE}..${MAX_SIZE}`, 'SZ');
  }
  const info: SgfGameInfo = { size };
  const km = one('KM');
  if (km !== undefined && km.trim() !== '') {
    const k = Number(km.trim());
    if (!Number.isFinite(k) || Math.abs(k) > 1000) return err('sgf-value', `KM[${km}] is not a komi`, 'KM');
    info.komi = k;
  }
  const ha = one('HA');
  if (ha !== undefined && ha.trim() !== '') {
    const h = Number(ha.trim());
    if (!Number.isInteger(h) || h < 0) return err('sgf-value', `HA[${ha}] is not a handicap`, 'HA');
    info.handicap = h;
  }
  const text = (id: string, key: keyof SgfGameInfo) => {
    const v = one(id);
    if (v !== undefined) (info as unknown as Record<string, string>)[key] = v;
  };
  text('RU', 'rules');
  text('PB', 'black');
  text('PW', 'white');
  text('RE', 'result');
  text('DT', 'date');
  text('EV', 'event');
  text('GN', 'gameName');
  text('C', 'comment');
  return ok(info);
}

/**
 * Reads SGF text and plays its main line (first child at every branch) from the root: setup
 * stones (AB/AW/AE, point lists and `aa:cc` rectangles) and PL are applied as board edits; B/W moves
 * must be legal under the rules, else `sgf-illegal` names the move number and its line:column.
 * Rules come from the file (SZ, KM) unless `overrides` set them; superko and suicide come from
 * `overrides` or the defaults. Leniencies (board edits that drop the undo history before them): a
 * move by the side not to move switches the side; a move after two passes resumes the game.
 */
export function sgfToPosition(
  text: string,
  overrides: Partial<GoParams> = {},
): Result<SgfGoGame, QiError<SgfGameErrorCode>> {
  const parsed = parseSgf(text);
  if (!parsed.ok) return parsed;
  if (parsed.value.length === 0) return err('sgf-syntax', 'no game tree', '1:1');
  return sgfTreeToPosition(parsed.value, overrides, text);
}

/** As `sgfToPosition`, for already parsed trees (the first one is played). */
export function sgfTreeToPosition(
  trees: readonly SgfNode[],
  overrides: Partial<GoParams> = {},
  text?: string,
): Result<SgfGoGame, QiError<SgfGameErrorCode>> {
  const root = trees[0];
  if (!root) return err('sgf-syntax', 'no game tree');
  const info = sgfGameInfo(root);
  if (!info.ok) return info;
  const size = info.value.size;
  if (overrides.size !== undefined && overrides.size !== size)
    return err('sgf-size', `the SGF is ${size}x${size}, expected ${overrides.size}x${overrides.size}`, 'SZ');
  const rules = goRules({
    size,
    komi: overrides.komi ?? info.value.komi ?? DEFAULT_PARAMS.komi,
    superko: overrides.superko ?? DEFAULT_PARAMS.superko,
    suicide: overrides.suicide ?? DEFAULT_PARAMS.suicide,
  });
  const geo = geometry(size);
  const pos = new GoPosition(geo, rules);
  const moves: { color: StoneColor; move: number; comment?: string }[] = [];
  const where = (node: SgfNode): string => {
    const off = sgfNodeOffset(node);
    return text !== undefined && off !== undefined ? lineColumn(text, off) : `node ${moves.length + 1}`;
  };
  for (let node: SgfNode | undefined = root; node; node = node.children[0]) {
    const setup = applySetup(pos, geo, node);
    if (!setup.ok) return err(setup.error.code, `${setup.error.message} (at ${where(node)})`, where(node));
    const b = node.props.B;
    const w = node.props.W;
    if (b && w) return err('sgf-value', `a node has both B and W (at ${where(node)})`, where(node));
    const value = b ?? w;
    if (!value) continue;
    const color: StoneColor = b ? BLACK : WHITE;
    const number = moves.length + 1;
    const label = `move ${number} (${b ? 'B' : 'W'}[${value[0] ?? ''}])`;
    const move = parseSgfPoint(size, value[0] ?? '');
    if (move < 0)
      return err(
        'sgf-point',
        `${label} is not a point on the ${size}x${size} board (at ${where(node)})`,
        where(node),
      );
    if (pos.passes >= 2 || pos.side !== color) pos.loadBoard(pos.color.slice(), color, 0, 0);
    const why = pos.whyIllegal(move);
    if (why !== LEGAL)
      return err(
        'sgf-illegal',
        `${label} is illegal: ${ILLEGAL_REASONS[why]} (at ${where(node)})`,
        where(node),
      );
    pos.make(move);
    const comment = node.props.C?.[0];
    moves.push(comment === undefined ? { color, move } : { color, move, comment });
  }
  return ok({ info: info.value, rules, position: pos, moves, trees });
}

function applySetup(pos: GoPosition, geo: Geometry, node: SgfNode): Result<void, QiError<SgfGameErrorCode>> {
  const { AB, AW, AE, PL } = node.props;
  if (!AB && !AW && !AE && !PL) return ok(undefined);
  const cells = pos.color.slice();
  for (const [list, c] of [
    [AE, EMPTY],
    [AB, BLACK],
    [AW, WHITE],
  ] as const) {
    for (const v of list ?? []) {
      const pts = pointList(geo.size, v);
      if (!pts) return err('sgf-point', `setup point "${v}" is not on the ${geo.size}x${geo.size} board`);
      for (const m of pts) cells[geo.pointOf[m]!] = c;
    }
  }
  let side = pos.side;
  if (PL) {
    const pl = (PL[0] ?? '').trim().toUpperCase();
    if (pl === 'B' || pl === 'BLACK') side = BLACK;
    else if (pl === 'W' || pl === 'WHITE') side = WHITE;
    else return err('sgf-value', `PL[${PL[0]}] is not B or W`);
  } else if (AB && !AW && pos.stones === 0 && pos.plyCount === 0) side = WHITE; // handicap stones: White moves next
  const bad = pos.loadBoard(cells, side, 0, 0);
  if (bad !== 0)
    return err(
      'sgf-setup',
      `setup leaves the string at ${sgfPoint(geo.size, geo.moveOf[bad]!)} without liberties`,
    );
  return ok(undefined);
}

/** Points of an SGF point list value: `dd` or a rectangle `aa:cc`; null when invalid. */
function pointList(size: number, v: string): number[] | null {
  const parts = v.split(':');
  if (parts.length === 1) {
    const m = parseSgfPoint(size, v);
    return m < 0 || m === size * size ? null : [m];
  }
  if (parts.length !== 2) return null;
  const a = parseSgfPoint(size, parts[0]!);
  const b = parseSgfPoint(size, parts[1]!);
  if (a < 0 || b < 0 || a === size * size || b === size * size) return null;
  const out: number[] = [];
  const [x0, x1] = [a % size, b % size].sort((p, q) => p - q) as [number, number];
  const [y0, y1] = [Math.floor(a / size), Math.floor(b / size)].sort((p, q) => p - q) as [number, number];
  for (let y = y0; y <= y1; y++) for (let x = x0; x <= x1; x++) out.push(y * size + x);
  return out;
}

/** What to record about a played game besides its moves. */
export interface SgfWriteInfo {
  black?: string;
  white?: string;
  /** `B+3.5`, `W+R`, `0`… */
  result?: string;
  /** Rules name for RU (default `Chinese`). */
  rules?: string;
  date?: string;
  event?: string;
  gameName?: string;
  /** Root comment. */
  comment?: string;
  /** Comments by move index (0 = first move). */
  moveComments?: readonly (string | undefined)[];
  /** Application name and version for AP (default `Qi:0.1.0`). */
  application?: string;
}

/**
 * A played game as an SGF game tree: root info (FF[4] GM[1] CA SZ KM RU …), the start position as
 * setup (AB/AW and PL, with HA when it is a handicap start), then one node per move (`[]` for pass).
 * The start is the position before the first move in `pos`'s history (the last edit, if any).
 */
export function positionToSgfTree(pos: GoPosition, info: SgfWriteInfo = {}): SgfNode {
  const { geo } = pos;
  const size = geo.size;
  const history = pos.moveHistory();
  const start = pos.clone();
  for (let i = 0; i < history.length; i++) start.unmake();
  const props: Record<string, string[]> = {
    FF: ['4'],
    GM: ['1'],
    CA: ['UTF-8'],
    AP: [info.application ?? 'Qi:0.1.0'],
    SZ: [String(size)],
    KM: [String(pos.rules.komi)],
    RU: [info.rules ?? 'Chinese'],
  };
  const add = (id: string, v: string | undefined) => {
    if (v !== undefined) props[id] = [v];
  };
  add('PB', info.black);
  add('PW', info.white);
  add('RE', info.result);
  add('DT', info.date);
  add('EV', info.event);
  add('GN', info.gameName);
  add('C', info.comment);
  const ab: string[] = [];
  const aw: string[] = [];
  for (let m = 0; m < geo.passId; m++) {
    const c = start.color[geo.pointOf[m]!];
    if (c === BLACK) ab.push(sgfPoint(size, m));
    else if (c === WHITE) aw.push(sgfPoint(size, m));
  }
  if (ab.length > 0 && aw.length === 0 && start.side === WHITE) props.HA = [String(ab.length)];
  if (ab.length) props.AB = ab;
  if (aw.length) props.AW = aw;
  if (start.side === WHITE) props.PL = ['W'];
  const root: SgfNode = { props, children: [] };
  let node = root;
  let color = start.side;
  history.forEach((m, i) => {
    const child: SgfNode = { props: { [color === BLACK ? 'B' : 'W']: [sgfPoint(size, m)] }, children: [] };
    const c = info.moveComments?.[i];
    if (c !== undefined) child.props.C = [c];
    node.children.push(child);
    node = child;
    color = (3 - color) as StoneColor;
  });
  return root;
}

/** A played game as SGF text (see `positionToSgfTree`). */
export function positionToSgf(pos: GoPosition, info: SgfWriteInfo = {}): string {
  return writeSgf(positionToSgfTree(pos, info));
}
