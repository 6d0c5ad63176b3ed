import { readFileSync } from 'node:fs';

/** A finished 9×9 position with GNU Go 3.8's answers (`--chinese-rules`), from fixtures/seki.json. */
export interface SekiFixture {
  readonly name: string;
  readonly note: string;
  readonly komi: number;
  /** Rows from the top: `x` Black, `o` White, `.` empty. */
  readonly rows: readonly string[];
  /**
   * `final_status_list seki` / `dead` (one string an entry, vertices sorted) and `final_score`
   * (null: not compared, with the reason in the note).
   */
  readonly gnugo: { readonly seki: string[]; readonly dead: string[]; readonly score: string | null };
}

/** The seki fixtures (for seki.test.ts and gtp/seki.test.ts; a live GNU Go test checks the answers). */
export const SEKI_FIXTURES = JSON.parse(
  readFileSync(new URL('../fixtures/seki.json', import.meta.url), 'utf8'),
) as SekiFixture[];
