import { err, ok, type QiError, type Result } from '@qi/core-search';

/** Which engine protocol a line is read in: UCCI (ICCS ranks 0–9) or UCI as Fairy-Stockfish speaks it (ranks 1–10). */
export type ProtocolMode = 'ucci' | 'uci';

export type ProtocolErrorCode =
  | 'protocol-unknown-command'
  | 'protocol-bad-number'
  | 'protocol-missing-value'
  | 'protocol-bad-position'
  | 'protocol-wrong-protocol'
  | 'protocol-unknown-token';

export type ProtocolError = QiError<ProtocolErrorCode>;

/** A `go` request with every limit it may carry; clock values keep the units the GUI sent. */
export interface GoCommand {
  readonly kind: 'go';
  readonly ponder: boolean;
  /** UCCI: the opponent offers a draw. */
  readonly draw: boolean;
  readonly infinite: boolean;
  readonly depth?: number;
  readonly nodes?: number;
  readonly mate?: number;
  /** UCI `movetime` (ms). */
  readonly moveTime?: number;
  /** UCCI `time` of the side to move, with `movestogo` / `increment` (seconds unless usemillisec). */
  readonly time?: number;
  readonly movesToGo?: number;
  readonly increment?: number;
  /** UCI clocks (ms). */
  readonly wtime?: number;
  readonly btime?: number;
  readonly winc?: number;
  readonly binc?: number;
  /** UCI `searchmoves`: only these root moves (text, read by the engine in its coordinates). */
  readonly searchMoves?: readonly string[];
}

export type Command =
  | { readonly kind: 'empty' }
  | { readonly kind: 'hello' }
  | { readonly kind: 'isready' }
  | { readonly kind: 'setoption'; readonly name: string; readonly value: string }
  | { readonly kind: 'position'; readonly fen: string | null; readonly moves: readonly string[] }
  | { readonly kind: 'banmoves'; readonly moves: readonly string[] }
  | GoCommand
  | { readonly kind: 'stop' }
  | { readonly kind: 'ponderhit'; readonly draw: boolean }
  | { readonly kind: 'newgame' }
  | { readonly kind: 'quit' };

/** Longest line read; longer input is refused rather than split (no GUI sends more). */
export const MAX_LINE_LENGTH = 1 << 16;

const NUMBER = /^\d{1,15}$/;

function integer(tokens: readonly string[], i: number, what: string): Result<number, ProtocolError> {
  const t = tokens[i];
  if (t === undefined) return err('protocol-missing-value', `"${what}" needs a number`, what);
  if (!NUMBER.test(t))
    return err('protocol-bad-number', `"${what}" needs a whole number ≥ 0, got "${t}"`, what);
  return ok(Number(t));
}

/**
 * Reads one protocol line into a typed command. Both protocols share most words; the differences are
 * the greeting (`ucci` / `uci`), `setoption` (UCCI `setoption <name> <value>`, UCI `setoption name <id>
 * value <x>`), the clocks of `go`, `banmoves` (UCCI) and `ucinewgame` (UCI). Moves stay text here: the
 * engine reads them in its coordinate system.
 */
export function parseCommand(line: string, mode: ProtocolMode): Result<Command, ProtocolError> {
  if (line.length > MAX_LINE_LENGTH)
    return err('protocol-unknown-command', `line of ${line.length} characters is too long`, 0);
  const tokens = line
    .trim()
    .split(/\s+/)
    .filter((t) => t !== '');
  const word = tokens[0];
  if (word === undefined) return ok({ kind: 'empty' });
  switch (word) {
    case 'ucci':
    case 'uci':
      return word === mode
        ? ok({ kind: 'hello' })
        : err(
            'protocol-wrong-protocol',
            `this engine speaks ${mode.toUpperCase()} here (start it in ${word.toUpperCase()} mode for "${word}")`,
            word,
          );
    case 'isready':
      return ok({ kind: 'isready' });
    case 'setoption':
      return parseSetOption(tokens, mode);
    case 'position':
      return parsePosition(tokens);
    case 'banmoves':
      return ok({ kind: 'banmoves', moves: tokens.slice(1) });
    case 'go':
      return parseGo(tokens);
    case 'stop':
      return ok({ kind: 'stop' });
    case 'ponderhit':
      return ok({ kind: 'ponderhit', draw: tokens[1] === 'draw' });
    case 'ucinewgame':
      return ok({ kind: 'newgame' });
    case 'quit':
      return ok({ kind: 'quit' });
    default:
      return err('protocol-unknown-command', `unknown command "${word.slice(0, 40)}"`, word.slice(0, 40));
  }
}

function parseSetOption(tokens: readonly string[], mode: ProtocolMode): Result<Command, ProtocolError> {
  if (mode === 'ucci' && tokens[1] !== 'name') {
    const name = tokens[1];
    if (name === undefined)
      return err('protocol-missing-value', 'setoption needs an option name', 'setoption');
    if (name === 'newgame') return ok({ kind: 'newgame' });
    return ok({ kind: 'setoption', name, value: tokens.slice(2).join(' ') });
  }
  // UCI (and UCCI GUIs that send the UCI form): setoption name <id…> [value <x…>]
  if (tokens[1] !== 'name')
    return err('protocol-missing-value', 'expected "setoption name <id> [value <x>]"', 1);
  const at = tokens.indexOf('value', 2);
  const name = tokens.slice(2, at < 0 ? undefined : at).join(' ');
  if (name === '') return err('protocol-missing-value', 'setoption needs an option name', 'name');
  const value = at < 0 ? '' : tokens.slice(at + 1).join(' ');
  return ok({ kind: 'setoption', name, value });
}

function parsePosition(tokens: readonly string[]): Result<Command, ProtocolError> {
  const at = tokens.indexOf('moves');
  const head = tokens.slice(1, at < 0 ? undefined : at);
  const moves = at < 0 ? [] : tokens.slice(at + 1);
  if (head[0] === 'startpos') {
    if (head.length > 1)
      return err('protocol-bad-position', `unexpected "${head[1]}" after startpos`, 'startpos');
    return ok({ kind: 'position', fen: null, moves });
  }
  if (head[0] === 'fen') {
    if (head.length < 2) return err('protocol-bad-position', '"position fen" needs a FEN', 'fen');
    return ok({ kind: 'position', fen: head.slice(1).join(' '), moves });
  }
  return err('protocol-bad-position', 'expected "position startpos|fen <FEN> [moves …]"', 'position');
}

const GO_NUMBERS = {
  depth: 'depth',
  nodes: 'nodes',
  mate: 'mate',
  movetime: 'moveTime',
  time: 'time',
  movestogo: 'movesToGo',
  increment: 'increment',
  wtime: 'wtime',
  btime: 'btime',
  winc: 'winc',
  binc: 'binc',
} as const;
/** UCCI opponent clock fields: read and ignored (the engine plans its own time only). */
const IGNORED_NUMBERS = new Set(['opptime', 'oppmovestogo', 'oppincrement']);

function parseGo(tokens: readonly string[]): Result<Command, ProtocolError> {
  const go: { -readonly [K in keyof GoCommand]: GoCommand[K] } = {
    kind: 'go',
    ponder: false,
    draw: false,
    infinite: false,
  };
  for (let i = 1; i < tokens.length; i++) {
    const t = tokens[i]!;
    if (t === 'ponder') go.ponder = true;
    else if (t === 'draw') go.draw = true;
    else if (t === 'infinite') go.infinite = true;
    else if (t === 'depth' && tokens[i + 1] === 'infinite') {
      go.infinite = true;
      i++;
    } else if (t in GO_NUMBERS) {
      const n = integer(tokens, i + 1, t);
      if (!n.ok) return n;
      go[GO_NUMBERS[t as keyof typeof GO_NUMBERS]] = n.value;
      i++;
    } else if (IGNORED_NUMBERS.has(t)) {
      const n = integer(tokens, i + 1, t);
      if (!n.ok) return n;
      i++;
    } else if (t === 'searchmoves') {
      // The moves run to the next go keyword or the end of the line.
      const moves: string[] = [];
      while (i + 1 < tokens.length && /^[a-i]\d{1,2}[a-i]\d{1,2}$/.test(tokens[i + 1]!))
        moves.push(tokens[++i]!);
      go.searchMoves = moves;
    } else return err('protocol-unknown-token', `unknown go parameter "${t.slice(0, 40)}"`, t.slice(0, 40));
  }
  return ok(go);
}
