import { Rng } from '@qi/core-search';
import { describe, expect, it } from 'vitest';
import { COMMANDS } from './commands.js';
import { GtpEngine } from './engine.js';
import { parseCommand } from './parse.js';

const WORDS = [
  ...COMMANDS.keys(),
  'b',
  'w',
  'black',
  'WHITE',
  'pass',
  'resign',
  'A1',
  'J9',
  'T19',
  'I5',
  'Z0',
  'e5',
  'C3',
  'G7',
  '0',
  '1',
  '2',
  '4',
  '9',
  '13',
  '19',
  '-3',
  '6.5',
  '1e9',
  '99999999999',
  'NaN',
  'dead',
  'alive',
  'seki',
  'none',
  'absolute',
  'byoyomi',
  'canadian',
  '#',
  '\t',
  '\u0000',
  '\u00e9',
  '\ud83d',
  '=',
  '?',
];

const NAMES = [...COMMANDS.keys()];

const COLORS = ['b', 'w'];
const vertex = (rng: Rng) => (rng.int(12) === 0 ? 'pass' : `${'ABCDEFGHJ'[rng.int(9)]}${1 + rng.int(9)}`);

/** A well-formed command with plausible arguments, so the fuzz reaches deep game states. */
function plausibleLine(rng: Rng): string {
  const c = COLORS[rng.int(2)]!;
  const options = [
    `play ${c} ${vertex(rng)}`,
    `play ${c} ${vertex(rng)}`,
    `play ${c} ${vertex(rng)}`,
    `genmove ${c}`,
    `kgs-genmove_cleanup ${c}`,
    'undo',
    `boardsize ${[9, 9, 7, 2, 5][rng.int(5)]}`,
    'clear_board',
    `komi ${rng.int(20) - 5}.5`,
    `fixed_handicap ${rng.int(10)}`,
    `place_free_handicap ${rng.int(10)}`,
    `set_free_handicap ${vertex(rng)} ${vertex(rng)} ${vertex(rng)}`,
    `time_settings ${rng.int(100)} ${rng.int(10)} ${rng.int(5)}`,
    `time_left ${c} ${rng.int(100)} ${rng.int(5)}`,
    'final_score',
    `final_status_list ${['dead', 'alive', 'seki'][rng.int(3)]}`,
    'showboard',
  ];
  return options[rng.int(options.length)]!;
}

/** A random line: an optional id, a command (half the time a real one), random words and noise. */
function randomLine(rng: Rng): string {
  if (rng.int(2) === 0) return plausibleLine(rng);
  const parts: string[] = [];
  if (rng.int(4) === 0) parts.push(String(rng.int(1000)));
  if (rng.int(2) === 0) parts.push(NAMES[rng.int(NAMES.length)]!);
  const n = rng.int(5);
  for (let i = 0; i < n; i++) {
    if (rng.int(10) === 0) {
      let junk = '';
      const len = 1 + rng.int(12);
      for (let k = 0; k < len; k++) junk += String.fromCharCode(rng.int(0x3000));
      parts.push(junk);
    } else parts.push(WORDS[rng.int(WORDS.length)]!);
  }
  return parts.join(rng.int(5) === 0 ? '\t' : ' ');
}

describe('GTP fuzzing', () => {
  it('answers every random line with one well-formed answer, never an internal error', async () => {
    const gtp = new GtpEngine({ size: 9, playouts: 40, ownershipPlayouts: 20, resignThreshold: 0 });
    const rng = new Rng(2024);
    let answered = 0;
    const succeeded = new Set<string>();
    for (let i = 0; i < 2000; i++) {
      const line = randomLine(rng);
      const answer = await gtp.handleLine(line);
      if (gtp.quit) gtp.quit = false; // keep going after a random quit
      if (answer === null) continue;
      answered++;
      const cmd = parseCommand(line);
      if (answer.startsWith('=') && cmd.ok && cmd.value) succeeded.add(cmd.value.name);
      expect(answer, line).toMatch(/^[=?]\d*( [^\n]*)?(\n[^\n]+)*\n\n$/);
      expect(answer, line).not.toContain('internal error');
    }
    expect(answered).toBeGreaterThan(1000);
    // The random lines reach the game commands, not only their error paths.
    for (const name of [
      'boardsize',
      'play',
      'genmove',
      'undo',
      'komi',
      'final_score',
      'fixed_handicap',
      'time_left',
    ])
      expect(succeeded, name).toContain(name);
    // Still a working engine.
    expect(await gtp.handleLine('boardsize 9')).toBe('=\n\n');
    expect(await gtp.handleLine('play b E5')).toBe('=\n\n');
    expect(await gtp.handleLine('genmove w')).toMatch(/^= ([A-HJ]\d|pass|resign)\n\n$/);
  });
});
