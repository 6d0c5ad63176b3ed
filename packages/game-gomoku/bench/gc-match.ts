/**
 * Matches `bench/clock.ts --out` moves with its `--gc-log` file: for each move, the collections of the
 * answering engine between the command (`at`) and the answer (`at + wall`), and the answer's write stamp
 * with the process CPU spent since the previous answer (it idles in between, so that is the move's CPU).
 *
 *   node --import tsx bench/gc-match.ts moves.jsonl gc.txt TURN_MS
 *
 * Prints the pause distribution per move, the collections by kind, and every answer over 90% of the turn.
 */
import { readFileSync } from 'node:fs';

interface Move {
  readonly game: number;
  readonly ply: number;
  readonly pid: number;
  readonly at: number;
  readonly wall: number;
  readonly engineMs: number;
  readonly budget: number;
  readonly message: string;
}
/** One log line: epoch ms, pause ms (or CPU ms for a write), kind ('1', '2', '4', '8' or 'W'). */
type Stamp = readonly [at: number, ms: number, kind: string];

const [movesFile, gcFile, turnArg] = process.argv.slice(2);
const turn = Number(turnArg);
if (movesFile === undefined || gcFile === undefined || !(turn > 0)) {
  console.error('usage: gc-match.ts moves.jsonl gc.txt TURN_MS');
  process.exit(2);
}

const lines = (file: string) =>
  readFileSync(file, 'utf8')
    .split('\n')
    .filter((l) => l.trim() !== '');
const moves = lines(movesFile).map((l) => JSON.parse(l) as Move);
const gcs = new Map<number, Stamp[]>();
const writes = new Map<number, Stamp[]>();
for (const l of lines(gcFile)) {
  const [t, d, k, pid] = l.split(/\s+/);
  if (t === undefined || d === undefined || k === undefined || pid === undefined) continue;
  const into = k === 'W' ? writes : gcs;
  const list = into.get(Number(pid)) ?? [];
  list.push([Number(t), Number(d), k]);
  into.set(Number(pid), list);
}
for (const m of [gcs, writes]) for (const list of m.values()) list.sort((x, y) => x[0] - y[0]);

const rows = moves.map((m) => {
  const from = m.at;
  const to = m.at + m.wall;
  const inMove = (gcs.get(m.pid) ?? []).filter(([t]) => from <= t && t <= to);
  const ws = writes.get(m.pid) ?? [];
  const i = ws.findIndex(([t]) => from <= t && t <= to + 5);
  const write = i >= 0 ? ws[i]![0] - from : undefined;
  const cpu = i > 0 ? ws[i]![1] - ws[i - 1]![1] : undefined;
  return { ...m, inMove, gc: inMove.reduce((s, x) => s + x[1], 0), write, cpu };
});

const pct = (xs: readonly number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length === 0 ? 0 : s[Math.min(s.length - 1, Math.floor(p * s.length))]!;
};
const pauses = rows.map((r) => r.gc);
const f1 = (x: number) => x.toFixed(1);
console.log(
  `${rows.length} moves; GC pause per move p50/p90/p99/max ${f1(pct(pauses, 0.5))}/${f1(pct(pauses, 0.9))}/` +
    `${f1(pct(pauses, 0.99))}/${f1(Math.max(0, ...pauses))} ms; moves with a GC ${pauses.filter((x) => x > 0).length}`,
);
const all = [...gcs.values()].flat();
const byKind: Record<string, number> = {};
for (const [, , k] of all) byKind[k] = (byKind[k] ?? 0) + 1;
const major = all
  .filter(([, , k]) => k === '2')
  .map(([, d]) => Math.round(d * 10) / 10)
  .sort((a, b) => b - a)
  .slice(0, 10);
console.log('collections by kind', byKind, 'major pauses', major);
const late = rows.filter((r) => r.wall > 0.9 * turn).sort((a, b) => b.wall - a.wall);
console.log(`answers over 90% of the turn: ${late.length}`);
for (const r of late) {
  const pausesIn = r.inMove.map(([t, d, k]) => `(${f1(t - r.at)}, ${f1(d)}, ${k})`).join(' ');
  console.log(
    `g${r.game} ply ${r.ply}: wall ${r.wall} engine ${r.engineMs}/${r.budget} ` +
      `write@${r.write === undefined ? '-' : f1(r.write)} cpu ${r.cpu === undefined ? '-' : f1(r.cpu)} ` +
      `gc ${f1(r.gc)} ms [${pausesIn}] ${r.message.slice(8, 40)}`,
  );
}
