import type { SearchStats } from './search.js';

export function makeStats(s: Partial<SearchStats> & { nodes: number; timeMs: number }): SearchStats {
  return {
    nodes: s.nodes,
    timeMs: s.timeMs,
    nps: s.timeMs > 0 ? Math.round((s.nodes * 1000) / s.timeMs) : 0,
    depth: s.depth ?? 0,
    selDepth: s.selDepth ?? s.depth ?? 0,
    ttProbes: s.ttProbes ?? 0,
    ttHits: s.ttHits ?? 0,
    playouts: s.playouts ?? 0,
    threads: s.threads ?? 1,
  };
}
