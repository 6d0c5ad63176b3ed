/**
 * Test helper: builds FEN from a piece list such as `Ke0 Re4 | ke9 hb9` (ICCS squares, upper case Red,
 * lower case Black; `E`/`B` elephant, `H`/`N` horse; `|` is only for reading).
 */
export function piecesToFen(pieces: string, side: 'w' | 'b', halfmove = 0, fullmove = 1): string {
  const letter: Record<string, string> = {
    k: 'k',
    a: 'a',
    e: 'b',
    b: 'b',
    h: 'n',
    n: 'n',
    r: 'r',
    c: 'c',
    p: 'p',
  };
  const grid: string[][] = Array.from({ length: 10 }, () => Array<string>(9).fill(''));
  for (const token of pieces.split(/[\s|]+/).filter(Boolean)) {
    const kind = letter[token[0]!.toLowerCase()];
    const file = token.charCodeAt(1) - 97;
    const rank = Number(token.slice(2));
    if (!kind || !(file >= 0 && file < 9) || !(rank >= 0 && rank < 10))
      throw new Error(`bad piece "${token}"`);
    grid[rank]![file] = token[0] === token[0]!.toUpperCase() ? kind.toUpperCase() : kind;
  }
  const rows: string[] = [];
  for (let r = 9; r >= 0; r--) {
    let row = '';
    let empty = 0;
    for (const c of grid[r]!) {
      if (c === '') empty++;
      else {
        if (empty) row += String(empty);
        empty = 0;
        row += c;
      }
    }
    if (empty) row += String(empty);
    rows.push(row);
  }
  return `${rows.join('/')} ${side} - - ${halfmove} ${fullmove}`;
}
