import { match } from 'ts-pattern';
import type { FromWorker, InfoView, SearchRequest, ToWorker, TreeNodeView } from './protocol.js';

export interface SearchCallbacks {
  onInfo(info: InfoView): void;
  /** The search ended (normally, or by "move now"); `hasTree` says whether its tree can be browsed. */
  onDone(info: InfoView, hasTree: boolean): void;
  onError(message: string): void;
}

export interface TreeAnswer {
  readonly node: TreeNodeView | null;
  readonly children: readonly TreeNodeView[];
  readonly error?: string;
}

/** How long "move now" waits for the worker to finish its current step before taking the last info. */
const STOP_GRACE_MS = 300;
/** Budget of the quick search "move now" runs when the stopped search had no move to offer yet. */
const QUICK_MS = 250;

/**
 * The page's side of the AI worker. One search at a time: starting a search or cancelling drops the
 * previous one. A step cannot see messages while it runs, so "move now" waits briefly and then plays
 * the best move of the last posted info, restarting the worker (its tables are lost, the page is not).
 */
export class AiClient {
  private worker: Worker | null = null;
  private current: {
    id: number;
    cb: SearchCallbacks;
    last: InfoView | null;
    stopTimer: number;
    readonly req: Omit<SearchRequest, 'id'>;
  } | null = null;
  private nextId = 1;
  private nextRequest = 1;
  private readonly treeWaiters = new Map<number, (a: TreeAnswer) => void>();
  /** Id of the last search that finished with a browsable tree (tree requests refer to it). */
  lastTreeSearch = 0;

  constructor(private readonly makeWorker: () => Worker) {}

  get busy(): boolean {
    return this.current !== null;
  }

  search(req: Omit<SearchRequest, 'id'>, cb: SearchCallbacks): number {
    this.cancel();
    const id = this.nextId++;
    this.current = { id, cb, last: null, stopTimer: 0, req };
    this.send({ type: 'search', id, ...req });
    return id;
  }

  /** Stops the search and plays the best move found so far. */
  moveNow(): void {
    const c = this.current;
    if (!c || c.stopTimer) return;
    this.send({ type: 'stop', id: c.id });
    c.stopTimer = window.setTimeout(() => {
      if (this.current !== c) return;
      this.restart();
      if (!c.last?.bestText) {
        // Nothing searched yet (a one-step searcher, or a worker still starting): a fresh worker
        // searches the same position briefly, and that answer is played.
        const { seed } = c.req.limits;
        const limits = seed === undefined ? { timeMs: QUICK_MS } : { seed, timeMs: QUICK_MS };
        this.send({ type: 'search', id: c.id, ...c.req, limits });
        return;
      }
      this.current = null;
      c.cb.onDone(c.last, false);
    }, STOP_GRACE_MS);
  }

  /** Abandons the running search without playing its move (undo, new game, settings changed). */
  cancel(): void {
    const c = this.current;
    if (!c) return;
    this.current = null;
    if (c.stopTimer) clearTimeout(c.stopTimer);
    // The worker may be inside a long step; a fresh worker answers the next request at once.
    this.restart();
  }

  /** Lists a node of the last finished search's tree and its children. */
  tree(path: readonly number[]): Promise<TreeAnswer> {
    const request = this.nextRequest++;
    return new Promise((resolve) => {
      this.treeWaiters.set(request, resolve);
      this.send({ type: 'tree', request, search: this.lastTreeSearch, path });
    });
  }

  dispose(): void {
    this.cancel();
    this.worker?.terminate();
    this.worker = null;
  }

  private send(m: ToWorker): void {
    if (!this.worker) {
      this.worker = this.makeWorker();
      this.worker.onmessage = (e: MessageEvent<FromWorker>) => this.receive(e.data);
      this.worker.onerror = (e) => {
        const c = this.current;
        this.current = null;
        this.restart();
        c?.cb.onError(`the AI worker failed: ${e.message}`);
      };
    }
    this.worker.postMessage(m);
  }

  private restart(): void {
    this.worker?.terminate();
    this.worker = null;
    this.lastTreeSearch = 0;
    for (const resolve of this.treeWaiters.values())
      resolve({ node: null, children: [], error: 'worker restarted' });
    this.treeWaiters.clear();
  }

  private receive(m: FromWorker): void {
    match(m)
      .with({ type: 'tree' }, (t) => {
        const resolve = this.treeWaiters.get(t.request);
        this.treeWaiters.delete(t.request);
        resolve?.(t.error === undefined ? { node: t.node, children: t.children } : t);
      })
      .with({ type: 'info' }, (i) => {
        const c = this.current;
        if (c?.id !== i.id) return;
        c.last = i.info;
        c.cb.onInfo(i.info);
      })
      .with({ type: 'done' }, (d) => {
        const c = this.current;
        if (c?.id !== d.id) return;
        this.current = null;
        if (c.stopTimer) clearTimeout(c.stopTimer);
        if (d.hasTree) this.lastTreeSearch = d.id;
        c.cb.onDone(d.info, d.hasTree);
      })
      .with({ type: 'error' }, (e) => {
        const c = this.current;
        if (c?.id !== e.id) return;
        this.current = null;
        c.cb.onError(e.message);
      })
      .exhaustive();
  }
}
