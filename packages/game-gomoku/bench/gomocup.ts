/**
 * Gomocup-path timing: every VCF position of fixtures/tactics.json is sent as `BOARD … DONE` (lines
 * shuffled) with `INFO timeout_turn 1000`, and the wall time from DONE to the answer is measured
 * (1) in process through GomocupSession and (2) through the pbrain-qi executable over pipes when the
 * package is built. Prints max/mean per answer; the issue asks for a winning move within 1 s.
 *
 *   pnpm --filter @qi/game-gomoku exec node --conditions=@qi/source --import tsx bench/gomocup.ts
 */
import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { Rng, unwrap } from '@qi/core-search';
import { BLACK, EMPTY, type GomokuPosition, WHITE } from '../src/board.js';
import { GomocupSession } from '../src/gomocup/session.js';
import { createGomoku } from '../src/plugin.js';
import { gomocupRuleMask, type Rule } from '../src/rules.js';
import { BruteSolver } from '../src/testing/brute.js';

interface Fixture {
  readonly id: string;
  readonly size: number;
  readonly rule: Rule;
  readonly position: string;
  readonly moves: number;
}
const suite = JSON.parse(readFileSync(new URL('../fixtures/tactics.json', import.meta.url), 'utf8')) as {
  vcf: Fixture[];
};

function boardLines(pos: GomokuPosition, seed: number): string[] {
  const mine = pos.toMove === 0 ? BLACK : WHITE;
  const lines: string[] = [];
  for (let c = 0; c < pos.cells; c++) {
    const v = pos.board[c]!;
    if (v !== EMPTY) lines.push(`${c % pos.size},${Math.floor(c / pos.size)},${v === mine ? 1 : 2}`);
  }
  const rng = new Rng(seed);
  for (let i = lines.length - 1; i > 0; i--) {
    const j = rng.int(i + 1);
    [lines[i], lines[j]] = [lines[j]!, lines[i]!];
  }
  return ['BOARD', ...lines, 'DONE'];
}

const cases = suite.vcf.map((f, i) => {
  const pos = unwrap(unwrap(createGomoku({ size: f.size, rule: f.rule })).decode(f.position));
  const setup = [
    'INFO timeout_turn 1000',
    'INFO timeout_match 180000',
    `INFO rule ${gomocupRuleMask(f.rule)}`,
    `START ${f.size}`,
  ];
  return { f, pos, setup, board: boardLines(pos, 100 + i) };
});

const wins = (pos: GomokuPosition, answer: string, moves: number) => {
  const m = /^(\d+),(\d+)$/.exec(answer);
  if (!m) return false;
  const b = new BruteSolver(
    pos.size,
    pos.rule as 'freestyle' | 'standard',
    pos.board,
    (pos.toMove + 1) as 1 | 2,
  );
  b.maxNodes = 2_000_000;
  return b.winsWith(Number(m[2]) * pos.size + Number(m[1]), moves, 'vcf');
};

const report = (label: string, times: number[], won: number) => {
  const max = Math.max(...times);
  const mean = times.reduce((a, b) => a + b, 0) / times.length;
  console.log(
    `${label}: ${won}/${times.length} winning first moves; wall per answer max ${max.toFixed(1)} ms, mean ${mean.toFixed(1)} ms; max < 1000 ms: ${max < 1000 ? 'yes' : 'NO'}`,
  );
};

function inProcess(): void {
  const times: number[] = [];
  const budgets: number[] = [];
  let won = 0;
  for (const c of cases) {
    const s = new GomocupSession();
    for (const l of [...c.setup, ...c.board.slice(0, -1)]) s.feed(l);
    const t = performance.now();
    const out = s.feed('DONE');
    times.push(performance.now() - t);
    budgets.push(s.last?.budgetMs ?? Number.NaN);
    if (wins(c.pos, out[0] ?? '', c.f.moves)) won++;
  }
  report('in process (GomocupSession)', times, won);
  console.log(`  engine budget per answer: max ${Math.max(...budgets)} ms`);
}

async function overPipes(): Promise<void> {
  const bin = fileURLToPath(new URL('../bin/pbrain-qi', import.meta.url));
  if (!existsSync(fileURLToPath(new URL('../dist/index.js', import.meta.url)))) {
    console.log('over pipes (bin/pbrain-qi): skipped, run `pnpm build` first');
    return;
  }
  const child = spawn(process.execPath, [bin], { stdio: ['pipe', 'pipe', 'inherit'] });
  const lines = createInterface({ input: child.stdout })[Symbol.asyncIterator]();
  const next = async () => (await lines.next()).value as string;
  const times: number[] = [];
  let won = 0;
  for (const c of cases) {
    child.stdin.write(`${c.setup.join('\n')}\n`);
    if ((await next()) !== 'OK') throw new Error('START failed');
    child.stdin.write(`${c.board.slice(0, -1).join('\n')}\n`);
    const t = performance.now();
    child.stdin.write('DONE\n');
    const answer = await next();
    times.push(performance.now() - t);
    if (wins(c.pos, answer, c.f.moves)) won++;
  }
  child.stdin.write('END\n');
  report('over pipes (bin/pbrain-qi)', times, won);
}

console.log(`## Gomocup path: ${cases.length} VCF positions by BOARD, INFO timeout_turn 1000`);
inProcess();
await overPipes();
