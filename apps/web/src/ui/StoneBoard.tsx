import { useCallback, useState } from 'react';
import { BoardFrame } from './BoardFrame.js';
import { type GridCursor, useGridCursor } from './useGridCursor.js';

export interface StoneBoardProps {
  readonly size: number;
  /** Stones by cell `y * size + x` (y from the top): 0 empty, 1 black, 2 white. */
  readonly stones: ArrayLike<number>;
  readonly columnLabel: (x: number) => string;
  readonly rowLabel: (y: number) => string;
  /** The move text of a cell, reported on click or Enter. */
  readonly cellName: (cell: number) => string;
  readonly stars: readonly number[];
  readonly lastMove: number | null;
  /** Cells to highlight, drawn as one line when they are a row (the winning five). */
  readonly highlight: readonly number[] | null;
  /** Empty cells the side to move may not play (renju: Black's forbidden points), marked with a red ×. */
  readonly forbidden?: ReadonlySet<number>;
  /** Stones marked dead at the end of a Go game (a × on the stone). */
  readonly dead?: ReadonlySet<number>;
  /** Area owner by cell (1 Black, -1 White, 0 none): shaded squares on empty points and dead stones. */
  readonly territory?: ArrayLike<number>;
  /** Move numbers to draw on the stones, by cell. */
  readonly numbers?: ReadonlyMap<number, number> | null;
  /** Instead of reporting move text: called with the clicked cell (dead-stone marking). */
  onCell?(cell: number): void;
  readonly flipped: boolean;
  readonly interactive: boolean;
  readonly label: string;
  readonly className: string;
  onMoveText(text: string): void;
}

const GAP = 32;

/** Boards this large take two taps on a phone (the first shows a ghost stone), so a fat finger does not misplay. */
const CONFIRM_FROM_SIZE = 13;
const isPhone = () => typeof matchMedia === 'function' && matchMedia('(max-width: 760px)').matches;
const MARGIN = 34;

/** A Go or Gomoku board: lines, star points, coordinates, stones and marks, as SVG. */
export function StoneBoard(p: StoneBoardProps) {
  const { size, flipped } = p;
  const extent = (size - 1) * GAP + 2 * MARGIN;
  const screen = (x: number, y: number) => ({
    cx: MARGIN + (flipped ? size - 1 - x : x) * GAP,
    cy: MARGIN + (flipped ? size - 1 - y : y) * GAP,
  });
  const { interactive, onMoveText, cellName, onCell } = p;
  const play = useCallback(
    (c: GridCursor) => {
      if (!interactive) return;
      const cell = c.row * size + c.col;
      if (onCell) onCell(cell);
      else onMoveText(cellName(cell));
    },
    [interactive, onMoveText, cellName, size, onCell],
  );
  const { cursor, showCursor, onKeyDown, onBlur } = useGridCursor(size, size, flipped, play);
  // Tap-to-confirm: the pending cell is dropped when the stones change (a move was played).
  // (Compared by content: the Go board builds a new stones array on every render.)
  const stonesKey = Array.prototype.join.call(p.stones, '');
  const [pending, setPending] = useState<{ cell: number; stones: string } | null>(null);
  const ghost = pending && pending.stones === stonesKey ? pending.cell : null;
  const tap = (cell: number) => {
    const at = { col: cell % size, row: Math.floor(cell / size) };
    if (!interactive || p.onCell || size < CONFIRM_FROM_SIZE || !isPhone() || (p.stones[cell] ?? 0) !== 0)
      return play(at);
    if (ghost === cell) {
      setPending(null);
      return play(at);
    }
    setPending({ cell, stones: stonesKey });
  };
  const r = GAP * 0.47;
  const hl = p.highlight && p.highlight.length > 1 ? p.highlight : null;
  const ends = hl ? [hl[0]!, hl[hl.length - 1]!].map((c) => screen(c % size, Math.floor(c / size))) : null;
  const points: number[] = [];
  for (let i = 0; i < size * size; i++) points.push(i);
  const lo = MARGIN;
  const hi = MARGIN + (size - 1) * GAP;
  return (
    <BoardFrame
      label={p.label}
      className={p.className}
      viewBox={`0 0 ${extent} ${extent}`}
      onKeyDown={onKeyDown}
      onBlur={onBlur}
    >
      <defs>
        <radialGradient id="stone-black" cx="35%" cy="35%" r="70%">
          <stop offset="0%" stopColor="#666" />
          <stop offset="100%" stopColor="#111" />
        </radialGradient>
        <radialGradient id="stone-white" cx="35%" cy="35%" r="75%">
          <stop offset="0%" stopColor="#fff" />
          <stop offset="100%" stopColor="#cfcac0" />
        </radialGradient>
      </defs>
      <rect x={0} y={0} width={extent} height={extent} rx={10} fill="#dcb35c" />
      <g stroke="#3b2a10" strokeWidth={1.2}>
        {Array.from({ length: size }, (_, i) => {
          const at = MARGIN + i * GAP;
          return (
            // biome-ignore lint/suspicious/noArrayIndexKey: grid lines are positional.
            <g key={i}>
              <line x1={lo} y1={at} x2={hi} y2={at} />
              <line x1={at} y1={lo} x2={at} y2={hi} />
            </g>
          );
        })}
      </g>
      <rect x={lo} y={lo} width={hi - lo} height={hi - lo} fill="none" stroke="#3b2a10" strokeWidth={2} />
      {p.stars.map((c) => {
        const s = screen(c % size, Math.floor(c / size));
        return <circle key={c} cx={s.cx} cy={s.cy} r={3.6} fill="#3b2a10" />;
      })}
      <g className="coord">
        {Array.from({ length: size }, (_, i) => {
          const s = screen(i, i);
          return (
            // biome-ignore lint/suspicious/noArrayIndexKey: coordinates are positional.
            <g key={i}>
              <text x={s.cx} y={MARGIN - 18} textAnchor="middle">
                {p.columnLabel(i)}
              </text>
              <text x={s.cx} y={extent - MARGIN + 27} textAnchor="middle">
                {p.columnLabel(i)}
              </text>
              <text x={MARGIN - 20} y={s.cy + 5} textAnchor="middle">
                {p.rowLabel(i)}
              </text>
              <text x={extent - MARGIN + 20} y={s.cy + 5} textAnchor="middle">
                {p.rowLabel(i)}
              </text>
            </g>
          );
        })}
      </g>
      {ends && (
        <line
          x1={ends[0]!.cx}
          y1={ends[0]!.cy}
          x2={ends[1]!.cx}
          y2={ends[1]!.cy}
          stroke="#e53935"
          strokeOpacity={0.55}
          strokeWidth={GAP * 0.5}
          strokeLinecap="round"
        />
      )}
      {points.map((cell) => {
        const x = cell % size;
        const y = (cell - x) / size;
        const s = screen(x, y);
        const v = p.stones[cell] ?? 0;
        return (
          // biome-ignore lint/a11y/noInteractiveElementToNoninteractiveRole: a labelled SVG point; the board frame takes the keys.
          <g
            key={cell}
            role="img"
            aria-label={`${p.cellName(cell)} ${v === 1 ? 'black stone' : v === 2 ? 'white stone' : 'empty'}${p.forbidden?.has(cell) ? ', forbidden for Black' : ''}${p.dead?.has(cell) ? ', dead' : ''}${p.territory && v === 0 && p.territory[cell] ? `, ${p.territory[cell]! > 0 ? 'black' : 'white'} area` : ''}${cell === p.lastMove ? ', last move' : ''}`}
            data-point={p.cellName(cell)}
            data-forbidden={p.forbidden?.has(cell) ? '' : undefined}
            data-dead={p.dead?.has(cell) ? '' : undefined}
            data-owner={p.territory ? String(p.territory[cell] ?? 0) : undefined}
            onClick={() => tap(cell)}
            className={interactive && v === 0 ? 'playable' : undefined}
          >
            <rect x={s.cx - GAP / 2} y={s.cy - GAP / 2} width={GAP} height={GAP} fill="transparent" />
            {v !== 0 && (
              <circle
                cx={s.cx}
                cy={s.cy}
                r={r}
                fill={v === 1 ? 'url(#stone-black)' : 'url(#stone-white)'}
                stroke={v === 1 ? '#000' : '#8a8578'}
                strokeWidth={0.8}
              />
            )}
            {p.territory && (v === 0 || p.dead?.has(cell)) && p.territory[cell] !== 0 && (
              <rect
                className="territory"
                x={s.cx - 6}
                y={s.cy - 6}
                width={12}
                height={12}
                fill={p.territory[cell]! > 0 ? '#111' : '#fff'}
                stroke="#555"
                strokeWidth={0.6}
                opacity={0.85}
              />
            )}
            {p.dead?.has(cell) && (
              <path
                className="dead"
                d={`M${s.cx - 7} ${s.cy - 7}L${s.cx + 7} ${s.cy + 7}M${s.cx + 7} ${s.cy - 7}L${s.cx - 7} ${s.cy + 7}`}
                stroke="#e53935"
                strokeWidth={3}
              />
            )}
            {p.forbidden?.has(cell) && (
              <path
                className="forbidden"
                d={`M${s.cx - 5} ${s.cy - 5}L${s.cx + 5} ${s.cy + 5}M${s.cx + 5} ${s.cy - 5}L${s.cx - 5} ${s.cy + 5}`}
                stroke="#c62828"
                strokeWidth={2.2}
              >
                <title>forbidden for Black</title>
              </path>
            )}
            {p.highlight?.includes(cell) && (
              <circle cx={s.cx} cy={s.cy} r={r + 1.5} fill="none" stroke="#e53935" strokeWidth={2.5} />
            )}
            {v !== 0 && p.numbers?.has(cell) && (
              <text
                className="move-number"
                x={s.cx}
                y={s.cy + 4.5}
                textAnchor="middle"
                fontSize={p.numbers.get(cell)! > 99 ? 10 : 13}
                fill={v === 1 ? '#fff' : '#111'}
                fontWeight={cell === p.lastMove ? 700 : 400}
              >
                {p.numbers.get(cell)}
              </text>
            )}
            {cell === p.lastMove && v !== 0 && !p.numbers && (
              <circle
                cx={s.cx}
                cy={s.cy}
                r={r * 0.32}
                fill={v === 1 ? '#fff' : '#111'}
                className="last-move"
              />
            )}
          </g>
        );
      })}
      {ghost !== null && (
        <circle
          data-testid="tap-pending"
          data-at={p.cellName(ghost)}
          cx={screen(ghost % size, Math.floor(ghost / size)).cx}
          cy={screen(ghost % size, Math.floor(ghost / size)).cy}
          r={r}
          fill="#888"
          opacity={0.5}
          stroke="#e67e22"
          strokeWidth={2}
          // The second tap must reach the point under it.
          pointerEvents="none"
        >
          <title>tap again to play here</title>
        </circle>
      )}
      {showCursor && (
        <rect
          className="cursor"
          x={screen(cursor.col, cursor.row).cx - GAP / 2 + 2}
          y={screen(cursor.col, cursor.row).cy - GAP / 2 + 2}
          width={GAP - 4}
          height={GAP - 4}
          rx={5}
          fill="none"
          stroke="#e67e22"
          strokeWidth={3}
        />
      )}
    </BoardFrame>
  );
}
