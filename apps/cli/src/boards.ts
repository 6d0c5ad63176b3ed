/**
 * Terminal boards drawn with box-drawing characters. Each reads the game's own position text
 * (rows from the top, digits for runs of empty points, as in FEN), so it needs no game internals.
 */

/** The cells of a `rows/rows/… rest` position text: one array per row, top first, `''` for empty. */
export function gridCells(text: string): string[][] {
  return (text.trim().split(/\s+/)[0] ?? '').split('/').map((row) => {
    const cells: string[] = [];
    for (const [, run, ch] of row.matchAll(/(\d+)|(.)/g))
      if (run) for (let k = 0; k < Number(run); k++) cells.push('');
      else cells.push(ch!);
    return cells;
  });
}

function gridChar(x: number, y: number, w: number, h: number): string {
  const top = y === 0;
  const bottom = y === h - 1;
  if (top) return x === 0 ? '┌' : x === w - 1 ? '┐' : '┬';
  if (bottom) return x === 0 ? '└' : x === w - 1 ? '┘' : '┴';
  return x === 0 ? '├' : x === w - 1 ? '┤' : '┼';
}

/** Gomoku star points: the centre and the four points 4 lines in from the corners (15×15 and up). */
function gomokuStars(size: number): Set<number> {
  const s = new Set<number>();
  if (size % 2 === 1) s.add(((size - 1) / 2) * (size + 1));
  if (size >= 13) for (const y of [3, size - 4]) for (const x of [3, size - 4]) s.add(y * size + x);
  return s;
}

/**
 * A Gomoku board: `●` Black (`x`), `○` White (`o`), grid lines, star points `╋`, the last move in
 * parentheses, columns lettered from `a` (every letter) and rows numbered from the bottom.
 */
export function renderGomoku(text: string, last: number): string {
  const rows = gridCells(text);
  const n = rows.length;
  const stars = gomokuStars(n);
  const letters = 'abcdefghijklmnopqrstuvwxyz'.slice(0, n);
  const pad = String(n).length;
  const header = `${' '.repeat(pad + 1)} ${[...letters].join(' ')}`;
  const lines = [header];
  for (let y = 0; y < n; y++) {
    let row = `${String(n - y).padStart(pad)} `;
    let closeNext = false;
    for (let x = 0; x < n; x++) {
      const m = y * n + x;
      const c = rows[y]![x] ?? '';
      const marked = m === last && c !== '';
      row += marked ? '(' : closeNext ? ')' : x === 0 ? ' ' : '─';
      closeNext = marked;
      row += c === 'x' ? '●' : c === 'o' ? '○' : stars.has(m) ? '╋' : gridChar(x, y, n, n);
    }
    row += closeNext ? ')' : ' ';
    lines.push(`${row} ${n - y}`.trimEnd());
  }
  lines.push(header);
  return lines.join('\n');
}

/** Xiangqi pieces by FEN letter: Red upper case, Black lower case, in their traditional characters. */
export const XIANGQI_PIECES: Readonly<Record<string, string>> = {
  R: '俥',
  N: '傌',
  B: '相',
  A: '仕',
  K: '帥',
  C: '炮',
  P: '兵',
  r: '車',
  n: '馬',
  b: '象',
  a: '士',
  k: '將',
  c: '砲',
  p: '卒',
};

/**
 * A Xiangqi board from its FEN: pieces as Chinese characters (two columns wide) on the points of a
 * 9×10 grid, the palaces' diagonals, and the river (楚河 漢界) between ranks 4 and 5. Files a–i,
 * ranks 0–9 from Red's side (ICCS). Each point takes four columns: the piece and its line to the right.
 */
export function renderXiangqi(fen: string): string {
  const rows = gridCells(fen);
  const w = 9;
  const h = 10;
  const lines = [`    ${[...'abcdefghi'].join('   ')}`];
  for (let y = 0; y < h; y++) {
    let row = `${String(h - 1 - y).padStart(2)}  `;
    for (let x = 0; x < w; x++) {
      const piece = rows[y]?.[x] ?? '';
      const glyph = XIANGQI_PIECES[piece];
      const right = x === w - 1 ? '' : glyph ? '──' : '───';
      let point = gridChar(x, y, w, h);
      // The river cuts the inner files: the banks' points have no line across it.
      if (y === 4 && x > 0 && x < w - 1) point = '┴';
      if (y === 5 && x > 0 && x < w - 1) point = '┬';
      row += (glyph ?? point) + right;
    }
    lines.push(`${row}  ${h - 1 - y}`.trimEnd());
    if (y === h - 1) break;
    if (y === 4) {
      lines.push(`    │  楚 河${' '.repeat(17)}漢 界  │`);
      continue;
    }
    // Palace diagonals between files d–f in ranks 7–9 and 0–2.
    const palace = y <= 1 || y >= 7;
    const downRight = y === 0 || y === 7;
    let between = '    ';
    for (let x = 0; x < w; x++) {
      between += '│';
      if (x === w - 1) break;
      if (palace && x === 3) between += downRight ? ' ╲ ' : ' ╱ ';
      else if (palace && x === 4) between += downRight ? ' ╱ ' : ' ╲ ';
      else between += '   ';
    }
    lines.push(between);
  }
  lines.push(lines[0]!);
  return lines.join('\n');
}
