import { randomBytes } from 'node:crypto';
import { appendFileSync, existsSync, mkdirSync, readFileSync, truncateSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import {
  type GameRecord,
  type GameTask,
  headerDifference,
  htmlReport,
  type JournalGame,
  type JournalHeader,
  journalGame,
  type MatchSummary,
  type Opening,
  pairings,
  parseJournal,
  parseOpenings,
  randomOpenings,
  recordFileName,
  resultTag,
  runTasks,
  type SprtParams,
  type SprtState,
  type Standing,
  schedule,
  sprtPentanomial,
  standings,
  summarizeRounds,
  type TournamentMode,
} from '@qi/arena';
import { createTaskRunner, killAllEngines, type TaskPayload } from '@qi/arena/node';
import type { Game, Position } from '@qi/core-search';
import type { Ctx } from '../context.js';
import { percent, round, signed } from '../format.js';
import { CliError, EXIT_FAILURE, inputError, printer, usageError } from '../io.js';
import { checkPlayer, engineHooks } from '../players.js';
import { runQueued } from '../queue/coordinator.js';
import { checkQueuedPlayer } from '../queue/players.js';
import { recordFormat, writeRecord } from '../records.js';
import { resolveGame } from '../resolve.js';
import { viewOf } from '../views.js';
import { createGamePool } from './pool.js';
import { createProgress } from './progress.js';
import { table } from './table.js';

export interface ArenaConfig {
  readonly gameSpec: string;
  readonly mode: TournamentMode;
  /** Player specs, each with the flag that gave it (for error messages). */
  readonly players: readonly { readonly spec: string; readonly flag: string }[];
  /** Games per pairing. */
  readonly games: number;
  readonly time?: number;
  readonly nodes?: number;
  readonly depth?: number;
  readonly seed: number;
  readonly openings?: string;
  readonly randomPlies?: number;
  readonly workers: number;
  readonly out?: string;
  readonly resume: boolean;
  readonly sprt?: SprtParams;
  readonly saveGames?: string;
  readonly report?: string;
  readonly maxPlies?: number;
  readonly json: boolean;
  readonly progress: boolean;
  /** Redis URL: play the games on `qi worker` processes through this queue. */
  readonly queue?: string;
}

/** Plays a match or tournament as configured and prints the result table and a JSON line. */
export async function runArena(ctx: Ctx, cfg: ArenaConfig): Promise<void> {
  const { registry, io } = ctx;
  const print = printer(io);
  const game = resolveGame(registry, cfg.gameSpec);
  if (cfg.queue && cfg.workers > 1)
    throw usageError(
      '--workers plays on this machine; with --queue, start more `qi worker` processes instead',
    );
  // On a queue, engines start on the workers: only their specs are checked here.
  const names = cfg.players.map((p) =>
    cfg.queue
      ? checkQueuedPlayer(registry, p.spec, game, p.flag)
      : checkPlayer(registry, p.spec, game, p.flag),
  );
  const limits = {
    ...(cfg.time === undefined ? {} : { timeMs: cfg.time }),
    ...(cfg.nodes === undefined ? {} : { nodes: cfg.nodes }),
    ...(cfg.depth === undefined ? {} : { depth: cfg.depth }),
  };
  const { openings, source } = loadOpenings(game, cfg);
  const tasks = schedule({
    mode: cfg.mode,
    players: names.length,
    games: cfg.games,
    openings: openings.length,
    seed: cfg.seed,
  });
  const header: JournalHeader = {
    type: 'header',
    version: 1,
    game: game.spec,
    mode: cfg.mode,
    players: names,
    games: cfg.games,
    seed: cfg.seed,
    limits,
    openings: { source, count: openings.length },
    total: tasks.length,
  };
  const journal = openJournal(cfg, cfg.queue ? { ...header, run: newRunId() } : header);
  const previous = journal.games;
  const results: JournalGame[] = previous.filter((g) => g.index < tasks.length);
  const doneIndexes = new Set(results.map((g) => g.index));
  const pending = tasks.filter((t) => !doneIndexes.has(t.index));
  const pairs = pairings(cfg.mode, names.length);
  const format = recordFormat(game);
  if (cfg.saveGames) mkdirSync(cfg.saveGames, { recursive: true });
  const view = viewOf(game);

  const sprtState = (): SprtState | null =>
    cfg.sprt ? sprtPentanomial(cfg.sprt, pairingSummary(results, 0).pentanomial) : null;
  const statusText = (): string => {
    if (cfg.mode === 'match') {
      const s = pairingSummary(results, 0);
      const sp = sprtState();
      return `${names[0]} +${s.aWins} =${s.draws} -${s.bWins} (${percent(s.score)})${sp ? `, LLR ${sp.llr.toFixed(2)}` : ''}`;
    }
    const top = standingsOf(names, results, pairs)[0];
    return top ? `leader ${top.name} ${percent(top.score)}` : '';
  };

  const progress = createProgress(io, tasks.length, results.length, statusText(), cfg.progress && !cfg.json);
  if (results.length > 0)
    progress.note(`resuming ${cfg.out}: ${results.length} of ${tasks.length} games already played`);

  const controller = new AbortController();
  const onSignal = () => controller.abort(new CliError(EXIT_FAILURE, 'interrupted'));
  process.once('SIGINT', onSignal);
  process.once('SIGTERM', onSignal);

  const runner =
    cfg.queue || cfg.workers > 1 ? null : createTaskRunner(registry, { ...engineHooks, keepEngines: true });
  const pool =
    !cfg.queue && cfg.workers > 1 && pending.length > 0
      ? createGamePool(Math.min(cfg.workers, pending.length))
      : null;
  const payload = (task: GameTask): TaskPayload => ({
    game: game.spec,
    a: cfg.players[task.a]!.spec,
    b: cfg.players[task.b]!.spec,
    limits,
    task,
    opening: task.opening >= 0 ? openings[task.opening]! : null,
    ...(cfg.maxPlies === undefined ? {} : { maxPlies: cfg.maxPlies }),
  });

  const onResult = (task: GameTask, record: GameRecord, ms: number) => {
    // A game is journaled once, whichever worker or retry delivered it.
    if (doneIndexes.has(task.index)) return;
    doneIndexes.add(task.index);
    const g = journalGame(task, record, ms);
    results.push(g);
    if (cfg.out) appendFileSync(cfg.out, `${JSON.stringify(g)}\n`);
    if (cfg.saveGames)
      writeFileSync(
        join(cfg.saveGames, recordFileName(g.index, tasks.length, format.extension)),
        writeRecord(game, g, format),
      );
    if (cfg.json) print(JSON.stringify(g));
    const first = g.aSide === 0 ? g.a : g.b;
    const second = g.aSide === 0 ? g.b : g.a;
    progress.game(
      results.length,
      `game ${g.index + 1}: ${first} (${view.sides[0]}) vs ${second} (${view.sides[1]}): ${resultTag(g)} ${g.reason}, ${g.plies} plies, ${(ms / 1000).toFixed(1)} s`,
      statusText(),
    );
  };

  let stopped = false;
  let failure: unknown = null;
  const shouldStop = () => sprtState()?.decision !== undefined && sprtState()!.decision !== 'continue';
  try {
    const r = cfg.queue
      ? await runQueued({
          url: cfg.queue,
          run: journal.run,
          adopt: cfg.resume,
          tasks: pending,
          payload,
          names,
          onResult,
          shouldStop,
          signal: controller.signal,
          note: (text) => progress.note(text),
        })
      : await runTasks({
          tasks: pending,
          concurrency: pool ? cfg.workers : 1,
          play: (task) =>
            pool ? pool.run(payload(task), controller.signal) : runner!.run(payload(task), controller.signal),
          onResult,
          shouldStop,
          signal: controller.signal,
        });
    stopped = r.stopped;
  } catch (e) {
    failure = e;
  } finally {
    process.removeListener('SIGINT', onSignal);
    process.removeListener('SIGTERM', onSignal);
    progress.stop();
    await pool?.destroy().catch(() => {});
    await runner?.close().catch(() => {});
    killAllEngines();
  }

  const interrupted = controller.signal.aborted;
  if (failure && !interrupted) throw failure;
  const sp = sprtState();
  printSummary(print, { cfg, game, names, results, pairs, total: tasks.length, limits, sprt: sp, stopped });
  if (cfg.report) writeReport(cfg, game, names, results, pairs, sp, format.extension, tasks.length);
  if (interrupted)
    throw new CliError(
      EXIT_FAILURE,
      `interrupted after ${results.length} of ${tasks.length} games${cfg.out ? `; run again with --resume to play the rest (results are in ${cfg.out})` : ''}`,
    );
}

function loadOpenings(game: Game<Position>, cfg: ArenaConfig): { openings: Opening[]; source: string } {
  if (cfg.openings !== undefined) {
    let text: string;
    try {
      text = readFileSync(cfg.openings, 'utf8');
    } catch (e) {
      throw usageError(`--openings: cannot read ${cfg.openings}: ${(e as NodeJS.ErrnoException).code ?? e}`);
    }
    const r = parseOpenings(game, text);
    if (!r.ok) throw inputError(`--openings ${cfg.openings}`, r.error);
    return { openings: r.value, source: cfg.openings };
  }
  if (cfg.randomPlies !== undefined && cfg.randomPlies > 0)
    return {
      openings: randomOpenings(game, Math.max(1, Math.ceil(cfg.games / 2)), cfg.randomPlies, cfg.seed),
      source: `random:${cfg.randomPlies}`,
    };
  return { openings: [], source: 'initial' };
}

/**
 * Opens (or continues) the results file and returns the games it already holds, and the run id of a
 * queued run (from the file's header when resuming, so the restarted coordinator finds its jobs).
 */
function openJournal(
  cfg: ArenaConfig,
  header: JournalHeader & { run?: string },
): { games: JournalGame[]; run: string } {
  const fresh = { games: [], run: header.run ?? '' };
  if (cfg.resume && !cfg.out) throw usageError('--resume needs --out FILE (the results file to continue)');
  if (!cfg.out) return fresh;
  const text = existsSync(cfg.out) ? readFileSync(cfg.out, 'utf8') : '';
  if (text.trim() === '') {
    mkdirSync(dirname(cfg.out), { recursive: true });
    writeFileSync(cfg.out, `${JSON.stringify(header)}\n`);
    return fresh;
  }
  if (!cfg.resume)
    throw usageError(
      `--out ${cfg.out} already holds results; add --resume to continue it, or choose another file`,
    );
  const j = parseJournal(text);
  if (!j.ok) throw new CliError(EXIT_FAILURE, `${cfg.out}: ${j.error.message}`);
  if (!j.value.header) throw usageError(`--resume: ${cfg.out} has no header line (not written by qi match)`);
  const diff = headerDifference(j.value.header, header);
  if (diff)
    throw usageError(
      `--resume: ${cfg.out} was written by a different run (${diff}: ${JSON.stringify(j.value.header[diff])} there, ${JSON.stringify(header[diff])} now)`,
    );
  // Drop a line cut short by a kill, and make sure the next line starts on its own.
  if (j.value.validLength < Buffer.byteLength(text))
    truncateSync(cfg.out, Buffer.byteLength(text.slice(0, j.value.validLength)));
  const kept = text.slice(0, j.value.validLength);
  if (!kept.endsWith('\n')) appendFileSync(cfg.out, '\n');
  const run = (j.value.header as { run?: unknown }).run;
  return { games: [...j.value.games], run: typeof run === 'string' ? run : fresh.run };
}

const newRunId = () => `r${Date.now().toString(36)}${randomBytes(4).toString('hex')}`;

function pairingSummary(results: readonly JournalGame[], pairing: number): MatchSummary {
  return summarizeRounds(results.filter((g) => g.pairing === pairing));
}

function standingsOf(
  names: readonly string[],
  results: readonly JournalGame[],
  pairs: readonly [number, number][],
): Standing[] {
  return standings(
    names,
    results.map((g) => ({ a: pairs[g.pairing]![0], b: pairs[g.pairing]![1], result: g.result })),
  );
}

const eloCell = (x: number) => signed(x);
const ci = (lo: number, hi: number) => `[${signed(lo)}, ${signed(hi)}]`;

interface SummaryInput {
  readonly cfg: ArenaConfig;
  readonly game: Game<Position>;
  readonly names: readonly string[];
  readonly results: readonly JournalGame[];
  readonly pairs: readonly [number, number][];
  readonly total: number;
  readonly limits: Record<string, number>;
  readonly sprt: SprtState | null;
  readonly stopped: boolean;
}

function limitText(limits: Record<string, number>): string {
  const parts = [];
  if (limits.timeMs !== undefined) parts.push(`${limits.timeMs} ms/move`);
  if (limits.nodes !== undefined) parts.push(`${limits.nodes} nodes/move`);
  if (limits.depth !== undefined) parts.push(`depth ${limits.depth}`);
  return parts.join(', ') || 'default limits';
}

function printSummary(print: (...l: string[]) => void, s: SummaryInput): void {
  const { cfg, names, results, pairs } = s;
  const rows = standingsOf(names, results, pairs);
  const sprtText = s.sprt && cfg.sprt ? sprtLine(cfg.sprt, s.sprt) : null;
  if (!cfg.json) {
    print(
      '',
      `${s.game.spec}: ${cfg.mode === 'match' ? `${names[0]} vs ${names[1]}` : `${cfg.mode} of ${names.length} players`}, ` +
        `${results.length}/${s.total} games, ${limitText(s.limits)}, seed ${cfg.seed}`,
      ...table([
        ['rank', 'player', 'games', 'W', 'D', 'L', 'score', 'Elo', '95% CI'],
        ...rows.map((r, i) => [
          String(i + 1),
          r.name,
          String(r.games),
          String(r.wins),
          String(r.draws),
          String(r.losses),
          percent(r.score),
          eloCell(r.estimate.elo),
          ci(r.estimate.eloLow, r.estimate.eloHigh),
        ]),
      ]),
    );
    for (let p = 0; p < pairs.length; p++) {
      const [a, b] = pairs[p]!;
      const m = pairingSummary(results, p);
      if (m.games === 0) continue;
      print(
        `Elo ${names[a]} − ${names[b]}: ${signed(m.estimate.elo)}  95% CI ${ci(m.estimate.eloLow, m.estimate.eloHigh)} ` +
          `(${m.estimate.model}, ${m.games} games, +${m.aWins} =${m.draws} -${m.bWins}); LOS ${percent(m.los)}`,
      );
    }
    if (sprtText) print(sprtText);
    if (s.stopped) print(`stopped early by SPRT after ${results.length} of ${s.total} games`);
  }
  const summaryJson = (p: number) => {
    const m = pairingSummary(results, p);
    return {
      games: m.games,
      aWins: m.aWins,
      bWins: m.bWins,
      draws: m.draws,
      score: round(m.score, 4),
      elo: round(m.estimate.elo, 1),
      eloLow: round(m.estimate.eloLow, 1),
      eloHigh: round(m.estimate.eloHigh, 1),
      model: m.estimate.model,
      los: round(m.los, 4),
      pentanomial: m.pentanomial,
    };
  };
  const common = {
    game: s.game.spec,
    seed: cfg.seed,
    ...s.limits,
    total: s.total,
    ...(cfg.out ? { out: cfg.out } : {}),
    ...(s.sprt && cfg.sprt
      ? {
          sprt: {
            ...cfg.sprt,
            llr: round(s.sprt.llr, 3),
            lower: round(s.sprt.lower, 3),
            upper: round(s.sprt.upper, 3),
            decision: s.sprt.decision,
          },
        }
      : {}),
    ...(s.stopped ? { stopped: true } : {}),
  };
  if (cfg.mode === 'match') {
    print(JSON.stringify({ type: 'summary', a: names[0], b: names[1], ...summaryJson(0), ...common }));
    return;
  }
  print(
    JSON.stringify({
      type: 'summary',
      mode: cfg.mode,
      ...common,
      standings: rows.map((r) => ({
        player: r.name,
        games: r.games,
        wins: r.wins,
        draws: r.draws,
        losses: r.losses,
        score: round(r.score, 4),
        elo: round(r.estimate.elo, 1),
        eloLow: round(r.estimate.eloLow, 1),
        eloHigh: round(r.estimate.eloHigh, 1),
      })),
      pairings: pairs.map(([a, b], p) => ({ a: names[a], b: names[b], ...summaryJson(p) })),
    }),
  );
}

function sprtLine(p: SprtParams, s: SprtState): string {
  const verdict =
    s.decision === 'H1'
      ? `H1 accepted (Elo ≥ ${p.elo1})`
      : s.decision === 'H0'
        ? `H0 accepted (Elo ≤ ${p.elo0})`
        : 'no decision yet';
  return `SPRT elo0=${p.elo0} elo1=${p.elo1} alpha=${p.alpha} beta=${p.beta}: LLR ${s.llr.toFixed(2)} [${s.lower.toFixed(2)}, ${s.upper.toFixed(2)}] ${verdict}`;
}

function writeReport(
  cfg: ArenaConfig,
  game: Game<Position>,
  names: readonly string[],
  results: readonly JournalGame[],
  pairs: readonly [number, number][],
  sp: SprtState | null,
  extension: string,
  total: number,
): void {
  const reportDir = dirname(cfg.report!);
  const sorted = [...results].sort((x, y) => x.index - y.index);
  const html = htmlReport({
    title: `qi ${cfg.mode}: ${game.spec}`,
    details: [
      `players: ${names.join(', ')}`,
      `${results.length}/${total} games, ${limitText({
        ...(cfg.time === undefined ? {} : { timeMs: cfg.time }),
        ...(cfg.nodes === undefined ? {} : { nodes: cfg.nodes }),
        ...(cfg.depth === undefined ? {} : { depth: cfg.depth }),
      })}, seed ${cfg.seed}`,
    ],
    standings: standingsOf(names, results, pairs),
    pairings: pairs.map(([a, b], p) => ({ a: names[a]!, b: names[b]!, summary: pairingSummary(results, p) })),
    games: sorted.map((g) => ({
      index: g.index,
      a: g.a,
      b: g.b,
      first: g.aSide === 0 ? g.a : g.b,
      second: g.aSide === 0 ? g.b : g.a,
      result: resultTag(g),
      reason: g.reason,
      plies: g.plies,
      href: cfg.saveGames
        ? relative(reportDir, join(cfg.saveGames, recordFileName(g.index, total, extension)))
        : null,
      record: cfg.saveGames ? '' : writeRecord(game, g),
    })),
    ...(sp && cfg.sprt ? { note: sprtLine(cfg.sprt, sp) } : {}),
  });
  mkdirSync(reportDir, { recursive: true });
  writeFileSync(cfg.report!, html);
}
