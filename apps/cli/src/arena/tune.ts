import { appendFileSync, mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import {
  type GameRecord,
  type GameTask,
  gameSeed,
  type Opening,
  randomOpenings,
  runTasks,
  type SpsaParam,
  type SpsaSettings,
  spsaPoint,
  spsaStep,
  spsaValues,
} from '@qi/arena';
import { createTaskRunner, isEngineSpec, killAllEngines, type TaskPayload } from '@qi/arena/node';
import { formatSpec, parseSpec, type Registry } from '@qi/core-search';
import type { Ctx } from '../context.js';
import { CliError, EXIT_FAILURE, printer, usageError } from '../io.js';
import { engineHooks } from '../players.js';
import { runQueued } from '../queue/coordinator.js';
import { resolveGame, resolveSearcher } from '../resolve.js';
import { createGamePool } from './pool.js';

/** `name`, `name=start` or `name=start:min:max[:cEnd[:rEnd]]` as given to --param. */
export interface ParamText {
  readonly name: string;
  readonly parts: readonly number[];
}

export interface TuneConfig {
  readonly gameSpec: string;
  readonly base: string;
  readonly params: readonly ParamText[];
  readonly iterations: number;
  /** Colour-swapped game pairs per iteration. */
  readonly pairs: number;
  readonly rEnd: number;
  readonly time?: number;
  readonly nodes?: number;
  readonly depth?: number;
  readonly seed: number;
  readonly randomPlies?: number;
  readonly maxPlies?: number;
  readonly workers: number;
  readonly out?: string;
  readonly queue?: string;
}

/** Parses one --param value. */
export function parseParamText(text: string): ParamText | string {
  const [name, rest, extra] = text.split('=').map((s) => s.trim());
  if (!name || !/^[a-zA-Z]\w*$/.test(name) || extra !== undefined)
    return `expected name or name=start[:min:max[:cEnd[:rEnd]]], got "${text}"`;
  const parts = rest === undefined || rest === '' ? [] : rest.split(':').map(Number);
  if (parts.some((n) => !Number.isFinite(n))) return `${name}: every value must be a number, got "${rest}"`;
  if (parts.length === 2 || parts.length > 5)
    return `${name}: expected start, start:min:max, start:min:max:cEnd or start:min:max:cEnd:rEnd`;
  return { name, parts };
}

/** The SPSA parameters, each checked against the searcher's option schema. */
function resolveParams(
  registry: Registry,
  base: { name: string; params: Record<string, string> },
  cfg: TuneConfig,
) {
  const def = registry.searcher(base.name);
  if (!def) throw usageError(`--base: unknown searcher "${base.name}"`);
  return cfg.params.map((t): SpsaParam => {
    const option = def.options.find((o) => o.name === t.name);
    if (!option)
      throw usageError(
        `--param ${t.name}: ${base.name} has no option "${t.name}" (its options: ${def.options.map((o) => o.name).join(', ')})`,
      );
    if (option.type !== 'int' && option.type !== 'number')
      throw usageError(`--param ${t.name}: only numeric options can be tuned, "${t.name}" is ${option.type}`);
    const given = base.params[t.name];
    const start = t.parts[0] ?? (given === undefined ? option.default : Number(given));
    const min = t.parts[1] ?? option.min;
    const max = t.parts[2] ?? option.max;
    if (min === undefined || max === undefined)
      throw usageError(`--param ${t.name}: the option has no range; give it as ${t.name}=start:min:max`);
    if (!(min < max && start >= min && start <= max))
      throw usageError(
        `--param ${t.name}: expected min < max and start in [min, max], got ${start}:${min}:${max}`,
      );
    const int = option.type === 'int';
    const cEnd = t.parts[3] ?? Math.max(int ? 1 : 0, (max - min) / 20);
    const rEnd = t.parts[4] ?? cfg.rEnd;
    if (!(cEnd > 0 && rEnd > 0)) throw usageError(`--param ${t.name}: cEnd and rEnd must be positive`);
    return { name: t.name, start, min, max, int, cEnd, rEnd };
  });
}

/**
 * `qi tune`: SPSA over paired games. Each iteration θ+ plays θ− (Fishtest's scheme: the two
 * perturbed versions of the base spec against each other, colours swapped in each pair), locally or
 * on the queue. The trajectory goes to --out as JSON lines; the final spec is printed last.
 */
export async function runTune(ctx: Ctx, cfg: TuneConfig): Promise<void> {
  const { registry, io } = ctx;
  const print = printer(io);
  if (isEngineSpec(cfg.base)) throw usageError('--base: tuning needs a searcher spec, not an engine');
  const game = resolveGame(registry, cfg.gameSpec);
  const parsed = parseSpec(cfg.base);
  if (!parsed.ok) throw usageError(`--base: ${parsed.error.message}`);
  const base = { name: parsed.value.name, params: { ...parsed.value.params } };
  const params = resolveParams(registry, base, cfg);
  const specOf = (values: readonly number[]) =>
    formatSpec({
      name: base.name,
      params: { ...base.params, ...Object.fromEntries(params.map((p, i) => [p.name, String(values[i])])) },
    });
  // Both ends of every range must make a valid searcher before any game is played.
  for (const values of [params.map((p) => p.min), params.map((p) => p.max)])
    resolveSearcher(registry, specOf(values), game, '--param');
  const settings: SpsaSettings = { iterations: cfg.iterations, seed: cfg.seed };
  const limits = {
    ...(cfg.time === undefined ? {} : { timeMs: cfg.time }),
    ...(cfg.nodes === undefined ? {} : { nodes: cfg.nodes }),
    ...(cfg.depth === undefined ? {} : { depth: cfg.depth }),
  };
  const openings: Opening[] =
    cfg.randomPlies !== undefined && cfg.randomPlies > 0
      ? randomOpenings(game, Math.max(1, cfg.iterations * cfg.pairs), cfg.randomPlies, cfg.seed)
      : [];
  const write = (o: object) => cfg.out && appendFileSync(cfg.out, `${JSON.stringify(o)}\n`);
  if (cfg.out) {
    mkdirSync(dirname(cfg.out), { recursive: true });
    writeFileSync(cfg.out, '');
  }
  write({
    type: 'tune',
    game: game.spec,
    base: cfg.base,
    params,
    iterations: cfg.iterations,
    pairs: cfg.pairs,
    limits,
    seed: cfg.seed,
  });

  const controller = new AbortController();
  const onSignal = () => controller.abort(new CliError(EXIT_FAILURE, 'interrupted'));
  process.once('SIGINT', onSignal);
  process.once('SIGTERM', onSignal);
  const local = !cfg.queue;
  const runner =
    local && cfg.workers <= 1 ? createTaskRunner(registry, { ...engineHooks, keepEngines: true }) : null;
  const pool = local && cfg.workers > 1 ? createGamePool(cfg.workers) : null;
  const run = `t${Date.now().toString(36)}${process.pid.toString(36)}`;
  const perIteration = 2 * cfg.pairs;
  let theta = params.map((p) => p.start);
  let games = 0;
  try {
    for (let k = 0; k < cfg.iterations; k++) {
      const point = spsaPoint(params, settings, k, theta);
      const plus = specOf(point.plus);
      const minus = specOf(point.minus);
      const tasks: GameTask[] = Array.from({ length: perIteration }, (_, g) => {
        const index = k * perIteration + g;
        const pair = k * cfg.pairs + (g >> 1);
        return {
          index,
          pairing: 0,
          a: 0,
          b: 1,
          round: g,
          aSide: (g % 2) as 0 | 1,
          opening: openings.length > 0 ? pair % openings.length : -1,
          seed: gameSeed(cfg.seed, index),
        };
      });
      const payload = (task: GameTask): TaskPayload => ({
        game: game.spec,
        a: plus,
        b: minus,
        limits,
        task,
        opening: task.opening >= 0 ? openings[task.opening]! : null,
        ...(cfg.maxPlies === undefined ? {} : { maxPlies: cfg.maxPlies }),
      });
      const records: GameRecord[] = [];
      const onResult = (_t: GameTask, record: GameRecord) => records.push(record);
      if (cfg.queue) {
        const names = [plus, minus].map((s) => resolveSearcher(registry, s, game, '--base').spec);
        await runQueued({
          url: cfg.queue,
          run,
          adopt: false,
          tasks,
          payload,
          names,
          onResult,
          shouldStop: () => false,
          signal: controller.signal,
          note: (text) => io.stderr.write(`${text}\n`),
        });
      } else
        await runTasks({
          tasks,
          concurrency: Math.max(1, cfg.workers),
          play: (task) => (pool ? pool.run(payload(task)) : runner!.run(payload(task), controller.signal)),
          onResult,
          signal: controller.signal,
        });
      games += records.length;
      const wins = records.filter((r) => r.result === 'a').length;
      const losses = records.filter((r) => r.result === 'b').length;
      theta = spsaStep(params, settings, point, theta, wins - losses);
      const now = Object.fromEntries(params.map((p, i) => [p.name, round4(theta[i]!)]));
      write({
        type: 'iteration',
        k,
        plus,
        minus,
        wins,
        losses,
        draws: records.length - wins - losses,
        theta: now,
      });
      io.stderr.write(
        `[${k + 1}/${cfg.iterations}] ${plus} vs ${minus}: +${wins} -${losses} =${records.length - wins - losses} | ` +
          `${params.map((p, i) => `${p.name} ${round4(theta[i]!)}`).join(', ')}\n`,
      );
    }
  } finally {
    process.removeListener('SIGINT', onSignal);
    process.removeListener('SIGTERM', onSignal);
    await pool?.destroy().catch(() => {});
    await runner?.close().catch(() => {});
    killAllEngines();
  }
  const values = spsaValues(params, theta);
  const spec = specOf(values);
  const result = {
    type: 'result',
    spec,
    values: Object.fromEntries(params.map((p, i) => [p.name, values[i]])),
    theta: Object.fromEntries(params.map((p, i) => [p.name, round4(theta[i]!)])),
    iterations: cfg.iterations,
    games,
  };
  write(result);
  print(spec, JSON.stringify(result));
}

const round4 = (x: number) => Math.round(x * 1e4) / 1e4;
