import {
  describeError,
  type Game,
  type NodeView,
  type Position,
  type Searcher,
  type SearchSession,
} from '@qi/core-search';
import { provideHelperPools } from '@qi/game-go';
import { match } from 'ts-pattern';
import { createRegistry } from '../registry.js';
import { positionAt, startPosition } from '../state/replay.js';
import { browserHelperPools } from './go-helpers.js';
import type { FromWorker, SearchRequest, ToWorker } from './protocol.js';
import { defaultGoThreads } from './threads.js';
import { describeNode, infoView, linesTree, type ValueKind, valueKindOf } from './views.js';

/**
 * The AI worker: runs one search at a time in small chunks (`session.step()`), yielding to the event
 * loop between chunks so "stop" messages get through, and posting live info a few times a second.
 * Searchers are kept per (game, searcher) spec so their tables survive from move to move.
 */
const ctx = self as unknown as {
  postMessage(m: FromWorker): void;
  onmessage: ((e: MessageEvent<ToWorker>) => void) | null;
};

const registry = createRegistry();
// go-engine(threads=N): Web Workers on shared memory when the page is cross-origin isolated.
provideHelperPools(browserHelperPools);
// Start the default threads now: loading them takes a second or two, which the first search would lose.
browserHelperPools(defaultGoThreads() - 1);
const games = new Map<string, Game>();
const searchers = new Map<string, Searcher>();

/** Chunk length before yielding; short enough that "stop" is seen quickly. */
const SLICE_MS = 25;
const INFO_EVERY_MS = 120;

interface Job {
  readonly req: SearchRequest;
  readonly game: Game;
  readonly root: Position;
  readonly session: SearchSession;
  readonly started: number;
  lastInfo: number;
  stopRequested: boolean;
  steps: number;
}

let job: Job | null = null;
/** The finished search the tree explorer browses. */
let last: { id: number; game: Game; root: Position; tree: NodeView; kind: ValueKind } | null = null;

const post = (m: FromWorker): void => ctx.postMessage(m);
const fail = (id: number, message: string): void => {
  post({ type: 'error', id, message });
};
const noTree = (request: number, error: string): void => {
  post({ type: 'tree', request, node: null, children: [], error });
};

function gameFor(spec: string): Game | string {
  const cached = games.get(spec);
  if (cached) return cached;
  const g = registry.createGame(spec);
  if (!g.ok) return describeError(g.error);
  games.set(spec, g.value);
  return g.value;
}

function startSearch(req: SearchRequest): void {
  job = null;
  const game = gameFor(req.game);
  if (typeof game === 'string') {
    fail(req.id, game);
    return;
  }
  const start = startPosition(game, req.start);
  if (!start.ok) {
    fail(req.id, describeError(start.error));
    return;
  }
  const root = positionAt(start.value, req.moves, req.moves.length);
  // Tables of other games are dropped: a searcher can hold tens of megabytes (TT, MCTS tree).
  for (const k of searchers.keys()) if (!k.startsWith(`${req.game}|`)) searchers.delete(k);
  const key = `${req.game}|${req.searcher}`;
  let searcher = searchers.get(key);
  if (!searcher) {
    const s = registry.createSearcher(req.searcher, game);
    if (!s.ok) {
      fail(req.id, describeError(s.error));
      return;
    }
    searcher = s.value;
    searchers.set(key, searcher);
  }
  // A new game (no moves yet) starts with fresh tables, as the contract asks.
  if (req.moves.length === 0) searcher.newGame();
  const session = searcher.start(root, req.limits);
  job = { req, game, root, session, started: performance.now(), lastInfo: 0, stopRequested: false, steps: 0 };
  setTimeout(() => pump(req.id), 0);
}

function progressOf(j: Job, depth: number, nodes: number): number {
  const l = j.req.limits;
  let p = 0;
  if (l.timeMs) p = Math.max(p, (performance.now() - j.started) / l.timeMs);
  if (l.nodes) p = Math.max(p, nodes / l.nodes);
  if (l.depth) p = Math.max(p, depth / l.depth);
  return p;
}

function pump(id: number): void {
  const j = job;
  if (!j || j.req.id !== id) return;
  const sliceEnd = performance.now() + SLICE_MS;
  let done = j.session.done;
  try {
    // "Stop" is honoured only after a first step, so there is always a searched move to play.
    while (!done && !(j.stopRequested && j.steps > 0) && performance.now() < sliceEnd) {
      done = j.session.step();
      j.steps++;
    }
  } catch (e) {
    job = null;
    fail(id, `search failed: ${(e as Error).message}`);
    return;
  }
  if (j.stopRequested && j.steps > 0 && !done) {
    j.session.stop();
    done = true;
  }
  const now = performance.now();
  if (done) {
    finish(j);
    return;
  }
  if (now - j.lastInfo >= INFO_EVERY_MS) {
    j.lastInfo = now;
    const r = j.session.result();
    post({
      type: 'info',
      id,
      info: infoView(j.game, j.root, r, progressOf(j, r.stats.depth, r.stats.nodes)),
    });
  }
  setTimeout(() => pump(id), 0);
}

function finish(j: Job): void {
  job = null;
  const r = j.session.result();
  const tree = j.session.tree?.() ?? linesTree(r);
  last = { id: j.req.id, game: j.game, root: j.root, tree, kind: valueKindOf(r) };
  post({
    type: 'done',
    id: j.req.id,
    info: infoView(j.game, j.root, r, 1),
    hasTree: tree.children().length > 0,
  });
}

function answerTree(request: number, search: number, path: readonly number[]): void {
  if (!last || last.id !== search) {
    noTree(request, 'that search is no longer kept');
    return;
  }
  const d = describeNode(last.game, last.root, last.tree, path, last.kind);
  if (!d) {
    noTree(request, 'no such node');
    return;
  }
  post({ type: 'tree', request, node: d.node, children: d.children });
}

ctx.onmessage = (e) => {
  match(e.data)
    .with({ type: 'search' }, (m) => startSearch(m))
    .with({ type: 'stop' }, (m) => {
      if (job && job.req.id === m.id) job.stopRequested = true;
    })
    .with({ type: 'tree' }, (m) => answerTree(m.request, m.search, m.path))
    .exhaustive();
};
