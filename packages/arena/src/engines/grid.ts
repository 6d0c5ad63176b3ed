/**
 * Stones of a position written as board rows (`rows/rows/… side…`, top row first, `x` first
 * player, `o` second, digits for runs of empty points): the text format of Go and Gomoku. Used to
 * set up an engine's board from a start position that is not empty. Returns null when the text is
 * not such a grid of `size`×`size`.
 */
export function gridStones(text: string, size: number): { x: number; y: number; side: 0 | 1 }[] | null {
  const rows = (text.trim().split(/\s+/)[0] ?? '').split('/');
  if (rows.length !== size) return null;
  const out: { x: number; y: number; side: 0 | 1 }[] = [];
  for (let y = 0; y < size; y++) {
    let x = 0;
    for (const [, run, ch] of rows[y]!.matchAll(/(\d+)|(.)/g)) {
      if (run) x += Number(run);
      else {
        const c = ch!.toLowerCase();
        if (c === 'x' || c === 'b') out.push({ x, y, side: 0 });
        else if (c === 'o' || c === 'w') out.push({ x, y, side: 1 });
        else if (c !== '.' && c !== '-') return null;
        x++;
      }
    }
    if (x !== size) return null;
  }
  return out;
}
