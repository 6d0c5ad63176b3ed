import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { XiangqiEngineProtocol } from './engine-protocol.js';

interface RuleCase {
  readonly name: string;
  readonly fen: string;
  readonly moves: string;
  readonly depth: number;
  readonly bestMove?: string;
  readonly notMove?: string | null;
  readonly uciScore?: string;
  readonly noRuleWinIn?: number;
  readonly noRuleLoss?: boolean;
}

const fixture = JSON.parse(
  readFileSync(new URL('../../fixtures/rules-in-search.json', import.meta.url), 'utf8'),
) as { cases: RuleCase[] };

/** ICCS (ranks 0–9) to UCI (ranks 1–10). */
const toUci = (iccs: string) => iccs.replace(/(\d)/g, (d) => String(Number(d) + 1));

/** Runs `go depth` from the case's FEN and moves over UCI (the engine's default rules); returns its output. */
async function search(c: RuleCase): Promise<{ info: string[]; best: string }> {
  const out: string[] = [];
  const engine = new XiangqiEngineProtocol({
    mode: 'uci',
    write: (line) => out.push(line),
    engine: { search: { hashMb: 4 } },
  });
  const moves = c.moves.split(' ').map(toUci).join(' ');
  for (const line of ['uci', 'setoption name OwnBook value false', `position fen ${c.fen} moves ${moves}`])
    await engine.handleLine(line);
  await engine.handleLine(`go depth ${c.depth}`);
  await engine.idle();
  const best = out.find((l) => l.startsWith('bestmove'));
  expect(best, out.join('\n')).toBeDefined();
  return { info: out.filter((l) => l.startsWith('info depth')), best: best!.split(' ')[1]! };
}

const score = (line: string) => /score (cp -?\d+|mate -?\d+)/.exec(line)?.[1] ?? '';

describe('repetition rulings in search (issue 13: predicted as a 3-fold referee rules them)', () => {
  it.each(fixture.cases)('$name', async (c) => {
    const { info, best } = await search(c);
    const text = info.join('\n');
    expect(info.length, text).toBeGreaterThan(0);
    // A rule-decided score is a mate-style score, never a plain number near ±27995.
    for (const line of info) {
      const s = score(line);
      if (s.startsWith('cp')) expect(Math.abs(Number(s.slice(3))), line).toBeLessThan(20000);
    }
    const final = score(info[info.length - 1]!);
    if (c.bestMove !== undefined) expect(best).toBe(toUci(c.bestMove));
    if (c.notMove) expect(best).not.toBe(toUci(c.notMove));
    if (c.uciScore !== undefined) expect(final).toBe(c.uciScore);
    if (c.noRuleWinIn !== undefined)
      for (let n = 1; n <= c.noRuleWinIn; n++) expect(text).not.toContain(`score mate ${n} `);
    if (c.noRuleLoss) expect(final).not.toMatch(/^mate -/);
  });
});
