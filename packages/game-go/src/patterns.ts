/**
 * 3×3 shape patterns around an empty point, after the MoGo paper (Gelly, Wang, Munos, Teytaud,
 * "Modification of UCT with Patterns in Monte-Carlo Go", 2006): hane, cut, and edge shapes that
 * answer the last move. They drive the default playout policy and the priors.
 *
 * Notation (rows top to bottom, centre = the candidate point, always empty):
 *   X, O  stones of the two colours (either way round: both colourings are included)
 *   .     empty        #  off the board
 *   x     not X: empty or O       o  not O: empty or X        ?  anything, edge included
 * Every pattern is matched in its 8 rotations/reflections.
 */
const SHAPES: readonly string[] = [
  // Hane answering a contact: our stones on both sides of the opponent's.
  'XOX' + '...' + '???',
  // Hane that does not leave a cutting point behind.
  'XO.' + '...' + '?.?',
  // Bend (magari) around the opponent's stone.
  'XO?' + 'X..' + 'x.?',
  // Diagonal attachment beside a contact.
  '.O.' + 'X..' + '...',
  // Cut through a diagonal connection that is not protected.
  'XO?' + 'O.o' + '?o?',
  // Cut where our other stone already peeps.
  'XO?' + 'O.X' + '???',
  // Push between two opponent stones (de).
  '?X?' + 'O.O' + 'ooo',
  // Edge: chase along the first line.
  'X.?' + 'O.?' + '###',
  // Edge: block the opponent's cut along the side.
  'OX?' + 'X.O' + '###',
  // Edge: block a connection under the opponent.
  '?X?' + 'x.O' + '###',
  // Edge: descend (sagari).
  '?XO' + 'x.x' + '###',
  // Edge: cut along the side.
  '?OX' + 'X.O' + '###',
];

// Neighbour order of a pattern code: N, E, S, W, NE, SE, SW, NW (2 bits each, board colours).
// As (row, col) in the 3×3 grid:
const CELLS: readonly (readonly [number, number])[] = [
  [0, 1],
  [1, 2],
  [2, 1],
  [1, 0],
  [0, 2],
  [2, 2],
  [2, 0],
  [0, 0],
];

let table: Uint8Array | null = null;

/** 65,536 flags indexed by a point's 3×3 code (see `pattern3Code`): 1 when a shape matches. */
export function pattern3Table(): Uint8Array {
  if (table) return table;
  const t = new Uint8Array(1 << 16);
  for (const shape of SHAPES)
    for (const grid of symmetries(shape)) for (const swap of [false, true]) mark(t, grid, swap);
  table = t;
  return t;
}

/** The 3×3 code of point `p` on a padded board of width `W`. */
export function pattern3Code(color: Uint8Array, p: number, W: number): number {
  return (
    color[p - W]! |
    (color[p + 1]! << 2) |
    (color[p + W]! << 4) |
    (color[p - 1]! << 6) |
    (color[p - W + 1]! << 8) |
    (color[p + W + 1]! << 10) |
    (color[p + W - 1]! << 12) |
    (color[p - W - 1]! << 14)
  );
}

function symmetries(shape: string): string[][][] {
  const out: string[][][] = [];
  let g = [0, 1, 2].map((r) => [0, 1, 2].map((c) => shape[r * 3 + c]!));
  for (let rot = 0; rot < 4; rot++) {
    out.push(g.map((r) => [...r]));
    out.push(g.map((r) => [...r].reverse()));
    g = [0, 1, 2].map((r) => [0, 1, 2].map((c) => g[2 - c]![r]!)); // rotate 90° clockwise
  }
  return out;
}

function allowed(ch: string, swap: boolean): number[] {
  const X = swap ? 2 : 1;
  const O = swap ? 1 : 2;
  switch (ch) {
    case 'X':
      return [X];
    case 'O':
      return [O];
    case '.':
      return [0];
    case '#':
      return [3];
    case 'x':
      return [0, O];
    case 'o':
      return [0, X];
    case '?':
      return [0, 1, 2, 3];
    default:
      throw new Error(`pattern3: bad symbol "${ch}"`);
  }
}

function mark(t: Uint8Array, grid: string[][], swap: boolean): void {
  const choices = CELLS.map(([r, c]) => allowed(grid[r]![c]!, swap));
  const walk = (i: number, code: number): void => {
    if (i === CELLS.length) {
      t[code] = 1;
      return;
    }
    for (const v of choices[i]!) walk(i + 1, code | (v << (2 * i)));
  };
  walk(0, 0);
}
