/**
 * The fixed-depth bench: positions from the opening to the ending (the start, a central-cannon
 * opening, master-game middle games, a chariot ending) searched to a fixed depth with a fresh table.
 * The total node count is pinned in bench.test.ts: it changes only when the search or the evaluation
 * changes on purpose. bench/engine-nps.ts searches them deeper for nodes per second.
 */
export const BENCH_POSITIONS: readonly string[] = [
  'rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1',
  'r1bakabr1/9/1cn4cn/p1p1p1p1p/9/9/P1P1P1P1P/1CN3NC1/9/R1BAKAB1R w - - 4 3',
  'r1bakabr1/9/6n2/p3p1N1p/2pn5/1c4P2/P1P1c3P/N2CB2C1/4A4/R1BAK3R w - - 1 9',
  '2bak4/4a4/c3bc2n/p1p1C1r1p/6p2/6PR1/P1P1P3P/2N1B1N2/9/2BAKA3 w - - 7 14',
  '5ab2/4k4/4b1n2/N3p3p/2pR2c2/P3c4/2P3r2/3CBC3/4A4/2BAK4 b - - 0 27',
  '3akab2/9/1cn4RN/p1pNpr2p/2b1P4/3c2p2/8P/3CB4/4A4/2BAK4 w - - 14 29',
  '4kab2/4a4/4b4/8p/r5p2/7R1/2P1P1P1P/4B4/4A2cN/2BAK4 b - - 1 26',
  '3k5/4a4/4b4/9/2r6/9/9/4B4/4A4/3AK1R2 w - - 0 40',
];
