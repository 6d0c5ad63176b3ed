import type { XiangqiPosition } from '@qi/game-xiangqi';
import { useCallback, useMemo, useState } from 'react';
import { BoardFrame } from '../../ui/BoardFrame.js';
import { type GridCursor, useGridCursor } from '../../ui/useGridCursor.js';
import type { BoardProps } from '../types.js';
import { isRed, moveEnds, pieceChar, piecesOfFen, pointName } from './fen.js';

const GAP = 56;
/** Room around the outer lines for the pieces on them and the coordinates. */
const MX = 52;
const MY = 64;
const W = 8 * GAP + 2 * MX;
const H = 9 * GAP + 2 * MY;

const RANKS = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9];
const POINTS = Array.from({ length: 90 }, (_, p) => p);

/** Piece names for screen readers, by FEN letter. */
const PIECE_NAMES: Readonly<Record<string, string>> = {
  k: 'general',
  a: 'advisor',
  b: 'elephant',
  n: 'horse',
  r: 'chariot',
  c: 'cannon',
  p: 'soldier',
};

/** Cursor rows count from the top of the unflipped board (rank 9), as the grid cursor expects. */
const pointOfCell = (c: GridCursor) => (9 - c.row) * 9 + c.col;

export function XiangqiBoard({
  game,
  pos,
  lastMove,
  flipped,
  interactive,
  onMoveText,
  onRefuse,
}: BoardProps<XiangqiPosition>) {
  const fen = game.encode(pos);
  const pieces = useMemo(() => piecesOfFen(fen), [fen]);
  const byPoint = useMemo(() => new Map(pieces.map((p) => [p.point, p.letter])), [pieces]);
  const legal = useMemo(() => {
    const buf = new Int32Array(game.info.maxMoves);
    return [...buf.subarray(0, pos.generate(buf))];
  }, [game, pos]);
  const [selected, setSelected] = useState<{ fen: string; point: number } | null>(null);
  const from = selected?.fen === fen ? selected.point : null;
  const targets =
    from === null ? [] : legal.filter((m) => moveEnds(m)[0] === from).map((m) => moveEnds(m)[1]);
  const redToMove = pos.toMove === 0;
  // The general of the side to move, when it is in check (shown like lichess: a red glow under it).
  const checked = pos.inCheck() ? pieces.find((p) => p.letter === (redToMove ? 'K' : 'k'))?.point : undefined;

  const screen = (point: number) => {
    const file = point % 9;
    const rank = Math.floor(point / 9);
    return {
      x: MX + (flipped ? 8 - file : file) * GAP,
      y: MY + (flipped ? rank : 9 - rank) * GAP,
    };
  };

  const activate = useCallback(
    (point: number) => {
      if (!interactive) return;
      const letter = byPoint.get(point);
      const own = letter !== undefined && isRed(letter) === redToMove;
      if (own) return setSelected(point === from ? null : { fen, point });
      if (from === null) {
        if (letter !== undefined)
          onRefuse(`${pointName(point)} is not your piece: select one of your own pieces first`);
        return;
      }
      const text = pointName(from) + pointName(point);
      const move = legal.find((m) => moveEnds(m)[0] === from && moveEnds(m)[1] === point);
      setSelected(null);
      if (move === undefined)
        onRefuse(
          `${text} is not legal here${pos.inCheck?.() ? ': your general is in check' : ': that piece cannot move there'}`,
        );
      else onMoveText(game.moveToString(pos, move));
    },
    [interactive, byPoint, redToMove, from, fen, legal, onRefuse, onMoveText, game, pos],
  );
  const onCell = useCallback((c: GridCursor) => activate(pointOfCell(c)), [activate]);
  const { cursor, showCursor, onKeyDown, onBlur } = useGridCursor(9, 10, flipped, onCell, { col: 4, row: 6 });

  const [lastFrom, lastTo] = lastMove !== null ? moveEnds(lastMove) : [-1, -1];
  const line = (a: number, b: number, key: string) => {
    const p = screen(a);
    const q = screen(b);
    return <line key={key} x1={p.x} y1={p.y} x2={q.x} y2={q.y} />;
  };
  const grid = [];
  for (let r = 0; r < 10; r++) grid.push(line(r * 9, r * 9 + 8, `r${r}`));
  for (let f = 0; f < 9; f++) {
    if (f === 0 || f === 8) grid.push(line(f, 81 + f, `f${f}`));
    else grid.push(line(f, 36 + f, `f${f}a`), line(45 + f, 81 + f, `f${f}b`));
  }
  // Palaces: the diagonals of files d–f on ranks 0–2 and 7–9.
  grid.push(line(3, 23, 'p1'), line(5, 21, 'p2'), line(66, 86, 'p3'), line(68, 84, 'p4'));
  const river = (screen(36).y + screen(45).y) / 2;
  const files = 'abcdefghi';
  const chineseFiles = ['九', '八', '七', '六', '五', '四', '三', '二', '一'];

  return (
    <BoardFrame
      label="xiangqi board: arrows move, Enter selects a piece and then its destination"
      className="board-xiangqi"
      viewBox={`0 0 ${W} ${H}`}
      onKeyDown={onKeyDown}
      onBlur={onBlur}
    >
      <rect x={0} y={0} width={W} height={H} rx={10} fill="#efd9a7" />
      <g stroke="#5a3d1a" strokeWidth={1.6}>
        {grid}
      </g>
      <rect
        x={MX - 5}
        y={MY - 5}
        width={8 * GAP + 10}
        height={9 * GAP + 10}
        fill="none"
        stroke="#5a3d1a"
        strokeWidth={3}
      />
      <g className="river" fill="#7a5a2a" fontSize={26} textAnchor="middle">
        <text x={MX + 2 * GAP} y={river + 9}>
          {flipped ? '漢 界' : '楚 河'}
        </text>
        <text x={MX + 6 * GAP} y={river + 9}>
          {flipped ? '楚 河' : '漢 界'}
        </text>
      </g>
      <g className="coord">
        {Array.from({ length: 9 }, (_, f) => {
          const x = screen(f).x;
          // ICCS files at the bottom for the side at the bottom; Red's Chinese file numbers run right to left.
          return (
            <g key={files[f]}>
              <text x={x} y={H - 14} textAnchor="middle">
                {flipped ? files[f] : `${files[f]} ${chineseFiles[f]}`}
              </text>
              <text x={x} y={26} textAnchor="middle">
                {flipped ? `${files[f]} ${chineseFiles[f]}` : files[f]}
              </text>
            </g>
          );
        })}
        {RANKS.map((r) => (
          <text key={r} x={14} y={screen(r * 9).y + 5} textAnchor="middle">
            {r}
          </text>
        ))}
      </g>
      {[lastFrom, lastTo].map(
        (p, i) =>
          p >= 0 && (
            <rect
              key={i === 0 ? 'last-from' : 'last-to'}
              className="last-move"
              x={screen(p).x - GAP / 2 + 4}
              y={screen(p).y - GAP / 2 + 4}
              width={GAP - 8}
              height={GAP - 8}
              rx={6}
              fill="none"
              stroke="#1e88e5"
              strokeWidth={3}
              strokeDasharray={i === 0 ? '6 5' : undefined}
            />
          ),
      )}
      {checked !== undefined && (
        <circle
          data-testid="in-check"
          data-at={pointName(checked)}
          cx={screen(checked).x}
          cy={screen(checked).y}
          r={GAP * 0.56}
          fill="#e53935"
          opacity={0.55}
        >
          <title>in check</title>
        </circle>
      )}
      {POINTS.map((point) => {
        const { x, y } = screen(point);
        const letter = byPoint.get(point);
        const red = letter !== undefined && isRed(letter);
        const isTarget = targets.includes(point);
        return (
          // biome-ignore lint/a11y/noInteractiveElementToNoninteractiveRole: a labelled SVG point; the board frame takes the keys.
          <g
            key={point}
            role="img"
            aria-label={`${pointName(point)} ${letter === undefined ? 'empty' : `${red ? 'red' : 'black'} ${PIECE_NAMES[letter.toLowerCase()] ?? letter}`}${point === checked ? ', in check' : ''}`}
            data-point={pointName(point)}
            onClick={() => activate(point)}
          >
            <rect x={x - GAP / 2} y={y - GAP / 2} width={GAP} height={GAP} fill="transparent" />
            {letter !== undefined && (
              <g className={`piece ${red ? 'red' : 'black'}`}>
                <circle
                  cx={x}
                  cy={y}
                  r={GAP * 0.44}
                  fill="#fbeed2"
                  stroke={point === from ? '#e67e22' : red ? '#b71c1c' : '#222'}
                  strokeWidth={point === from ? 4 : 2}
                />
                <circle
                  cx={x}
                  cy={y}
                  r={GAP * 0.36}
                  fill="none"
                  stroke={red ? '#b71c1c' : '#222'}
                  strokeWidth={1}
                />
                <text
                  x={x}
                  y={y + 10}
                  textAnchor="middle"
                  fontSize={28}
                  fill={red ? '#b71c1c' : '#222'}
                  className="piece-char"
                >
                  {pieceChar(letter)}
                </text>
              </g>
            )}
            {isTarget && (
              <circle
                cx={x}
                cy={y}
                r={letter !== undefined ? GAP * 0.47 : 7}
                fill={letter !== undefined ? 'none' : '#2e7d32'}
                stroke="#2e7d32"
                strokeWidth={3}
                opacity={0.8}
              />
            )}
          </g>
        );
      })}
      {showCursor && (
        <rect
          className="cursor"
          x={screen(pointOfCell(cursor)).x - GAP / 2 + 2}
          y={screen(pointOfCell(cursor)).y - GAP / 2 + 2}
          width={GAP - 4}
          height={GAP - 4}
          rx={8}
          fill="none"
          stroke="#e67e22"
          strokeWidth={3}
        />
      )}
    </BoardFrame>
  );
}
