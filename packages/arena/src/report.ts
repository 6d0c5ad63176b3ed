import type { MatchSummary } from './match.js';
import type { Standing } from './standings.js';

export interface ReportPairing {
  readonly a: string;
  readonly b: string;
  readonly summary: MatchSummary;
}

export interface ReportGame {
  readonly index: number;
  readonly a: string;
  readonly b: string;
  /** `1-0`, `0-1`, `1/2-1/2` from the first side's view, with the players per side. */
  readonly first: string;
  readonly second: string;
  readonly result: string;
  readonly reason: string;
  readonly plies: number;
  /** A relative link to the saved record, or null to embed `record` in the page. */
  readonly href: string | null;
  readonly record: string;
}

export interface ReportInput {
  readonly title: string;
  /** Lines under the title: game, limits, seed, openings. */
  readonly details: readonly string[];
  readonly standings: readonly Standing[];
  readonly pairings: readonly ReportPairing[];
  readonly games: readonly ReportGame[];
  /** A closing note, e.g. the SPRT decision. */
  readonly note?: string;
}

const esc = (s: string): string =>
  s.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;');

const fmt = (x: number, digits = 1): string =>
  x === Number.POSITIVE_INFINITY
    ? '+∞'
    : x === Number.NEGATIVE_INFINITY
      ? '−∞'
      : `${x > 0 ? '+' : ''}${x.toFixed(digits)}`;

interface ChartRow {
  readonly label: string;
  readonly elo: number;
  readonly low: number;
  readonly high: number;
}

/**
 * An Elo chart as inline SVG: one row per entry with a dot at the estimate and a bar over the 95%
 * interval. Infinite ends are drawn to the edge with an arrow.
 */
export function eloChartSvg(rows: readonly ChartRow[]): string {
  const finite = rows.flatMap((r) => [r.elo, r.low, r.high]).filter(Number.isFinite);
  const span = Math.max(100, ...finite.map(Math.abs));
  const limit = Math.ceil((span * 1.1) / 50) * 50;
  const labelW = 220;
  const plotW = 460;
  const rowH = 28;
  const top = 24;
  const h = top + rows.length * rowH + 24;
  const w = labelW + plotW + 20;
  const x = (elo: number) =>
    labelW + ((Math.max(-limit, Math.min(limit, elo)) + limit) / (2 * limit)) * plotW;
  const parts: string[] = [];
  const ticks = [-limit, -limit / 2, 0, limit / 2, limit];
  for (const t of ticks) {
    parts.push(
      `<line x1="${x(t)}" y1="${top - 6}" x2="${x(t)}" y2="${h - 20}" stroke="${t === 0 ? '#888' : '#ddd'}"/>`,
      `<text x="${x(t)}" y="${h - 6}" text-anchor="middle" font-size="11">${fmt(t, 0)}</text>`,
    );
  }
  rows.forEach((r, i) => {
    const y = top + i * rowH + rowH / 2;
    const lo = x(r.low);
    const hi = x(r.high);
    parts.push(
      `<text x="${labelW - 8}" y="${y + 4}" text-anchor="end" font-size="12">${esc(r.label)}</text>`,
      `<line x1="${lo}" y1="${y}" x2="${hi}" y2="${y}" stroke="#36c" stroke-width="2"/>`,
    );
    for (const [end, v, dir] of [
      [lo, r.low, -1],
      [hi, r.high, 1],
    ] as const) {
      parts.push(
        Number.isFinite(v)
          ? `<line x1="${end}" y1="${y - 6}" x2="${end}" y2="${y + 6}" stroke="#36c" stroke-width="2"/>`
          : `<path d="M${end} ${y} l${-dir * 7} -5 v10 z" fill="#36c"/>`,
      );
    }
    parts.push(
      `<circle cx="${x(r.elo)}" cy="${y}" r="4" fill="#c33"><title>${esc(`${r.label}: ${fmt(r.elo)} [${fmt(r.low)}, ${fmt(r.high)}]`)}</title></circle>`,
    );
  });
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}" role="img" aria-label="Elo differences with 95% intervals">${parts.join('')}</svg>`;
}

/** A self-contained HTML page: details, score table, Elo chart with error bars, and every game. */
export function htmlReport(input: ReportInput): string {
  const standingRows = input.standings
    .map(
      (s, i) =>
        `<tr><td>${i + 1}</td><td>${esc(s.name)}</td><td>${s.games}</td><td>${s.wins}</td><td>${s.draws}</td><td>${s.losses}</td><td>${(s.score * 100).toFixed(1)}%</td><td>${fmt(s.estimate.elo)}</td><td>[${fmt(s.estimate.eloLow)}, ${fmt(s.estimate.eloHigh)}]</td></tr>`,
    )
    .join('\n');
  const pairingRows = input.pairings
    .map((p) => {
      const e = p.summary.estimate;
      return `<tr><td>${esc(p.a)}</td><td>${esc(p.b)}</td><td>${p.summary.games}</td><td>+${p.summary.aWins} =${p.summary.draws} −${p.summary.bWins}</td><td>${(p.summary.score * 100).toFixed(1)}%</td><td>${fmt(e.elo)}</td><td>[${fmt(e.eloLow)}, ${fmt(e.eloHigh)}]</td><td>${e.model}</td></tr>`;
    })
    .join('\n');
  const chart = eloChartSvg(
    input.pairings.map((p) => ({
      label: `${p.a} − ${p.b}`,
      elo: p.summary.estimate.elo,
      low: p.summary.estimate.eloLow,
      high: p.summary.estimate.eloHigh,
    })),
  );
  const gameRows = input.games
    .map((g) => {
      const link = g.href
        ? `<a href="${esc(g.href)}">record</a>`
        : `<details><summary>record</summary><pre>${esc(g.record)}</pre></details>`;
      return `<tr id="game-${g.index + 1}"><td>${g.index + 1}</td><td>${esc(g.first)}</td><td>${esc(g.second)}</td><td>${esc(g.result)}</td><td>${esc(g.reason)}</td><td>${g.plies}</td><td>${link}</td></tr>`;
    })
    .join('\n');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${esc(input.title)}</title>
<style>
body{font:14px/1.4 system-ui,sans-serif;margin:2em;color:#222}
table{border-collapse:collapse;margin:1em 0}td,th{border:1px solid #ccc;padding:3px 8px;text-align:left}
th{background:#f4f4f4}pre{white-space:pre-wrap;max-width:60em}
</style></head><body>
<h1>${esc(input.title)}</h1>
${input.details.map((d) => `<p>${esc(d)}</p>`).join('\n')}
<h2>Standings</h2>
<table><tr><th>#</th><th>player</th><th>games</th><th>W</th><th>D</th><th>L</th><th>score</th><th>Elo</th><th>95% CI</th></tr>
${standingRows}
</table>
<h2>Pairings (Elo of the first player against the second)</h2>
<table><tr><th>A</th><th>B</th><th>games</th><th>A: +W =D −L</th><th>score</th><th>Elo A−B</th><th>95% CI</th><th>model</th></tr>
${pairingRows}
</table>
${chart}
${input.note ? `<p>${esc(input.note)}</p>` : ''}
<h2>Games</h2>
<table><tr><th>#</th><th>first</th><th>second</th><th>result</th><th>reason</th><th>plies</th><th>record</th></tr>
${gameRows}
</table>
</body></html>
`;
}
