import { describe, expect, it } from 'vitest';
import { canonical3, learnedTables } from './learned-patterns.js';
import { LEARNED_3X3_ALL, LEARNED_3X3_NEAR } from './learned-patterns-data.js';

/** A 3×3 code from rows of `X`/`O`/`.`/`#` (X = Black, O = White; the centre is ignored). */
function code(rows: string): number {
  const cells = rows.replace(/[\s/]+/g, '');
  const at = (r: number, c: number) => '.XO#'.indexOf(cells[r * 3 + c]!);
  const order = [
    [0, 1],
    [1, 2],
    [2, 1],
    [1, 0],
    [0, 2],
    [2, 2],
    [2, 0],
    [0, 0],
  ] as const;
  return order.reduce((acc, [r, c], i) => acc | (at(r, c) << (2 * i)), 0);
}

describe('learned 3×3 shapes', () => {
  it('one canonical code for the 8 symmetries, seen from the side to move', () => {
    const shape = code('XO. / ... / .##');
    const other = code('XX. / ... / .##'); // a different shape
    const same = [code('.OX / ... / ##.'), code('.## / ... / XO.'), code('X.. / O.# / ..#')];
    for (const s of same) expect(canonical3(s, 1)).toBe(canonical3(shape, 1));
    expect(canonical3(other, 1)).not.toBe(canonical3(shape, 1));
    // White to move with the colours exchanged is Black's shape.
    expect(canonical3(code('OX. / ... / .##'), 2)).toBe(canonical3(shape, 1));
    expect(canonical3(shape, 2)).not.toBe(canonical3(shape, 1));
  });

  it('the tables give every symmetric form the same weight, and shapes the data favours more than 1', () => {
    expect(LEARNED_3X3_ALL.length).toBeGreaterThan(200);
    expect(LEARNED_3X3_NEAR.length).toBeGreaterThan(100);
    const { all } = learnedTables();
    const hane = code('XO. / ... / ...'); // Black to move, a hane at the head of White's stone
    const forms = [hane, code('.OX / ... / ...'), code('... / ... / .OX'), code('X.. / O.. / ...')];
    for (const f of forms) expect(all[65536 + f]).toBeCloseTo(all[65536 + hane]!);
    expect(all[2 * 65536 + code('OX. / ... / ...')]).toBeCloseTo(all[65536 + hane]!);
    expect(all[65536 + hane]).toBeGreaterThan(1);
    // An empty first-line point (the edge below, nothing around) is played less than average.
    expect(all[65536 + code('... / ... / ###')]).toBeLessThan(1);
  });
});
