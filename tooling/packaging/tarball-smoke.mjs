/**
 * Runs inside the fresh npm project the tarball test creates, against the installed tarballs only.
 * For every game plugin any installed @qi package exports: create the game, run every searcher that
 * core-search exports and supports the game, and check a legal move comes back. Exits 1 on a failure.
 *
 *   node smoke.mjs @qi/core-search @qi/game-tictactoe ...
 */
const names = process.argv.slice(2);
const core = await import('@qi/core-search');

const isPlugin = (v) =>
  typeof v === 'object' && v !== null && typeof v.create === 'function' && typeof v.meta?.id === 'string';
const isSearcherDef = (v) =>
  typeof v === 'object' &&
  v !== null &&
  typeof v.create === 'function' &&
  typeof v.supports === 'function' &&
  typeof v.id === 'string';

const searchers = Object.values(core).filter(isSearcherDef);
const failures = [];
const fail = (text) => {
  failures.push(text);
  console.log(`  FAIL ${text}`);
};

if (!searchers.some((s) => s.id === 'random')) fail('@qi/core-search exports no random searcher');
console.log(`searchers: ${searchers.map((s) => s.id).join(', ')}`);

let games = 0;
for (const name of names) {
  const mod = await import(name);
  for (const plugin of Object.values(mod).filter(isPlugin)) {
    games++;
    const created = plugin.create();
    if (!created.ok) {
      fail(`${name}: ${plugin.meta.id}.create() failed: ${created.error.message}`);
      continue;
    }
    const game = created.value;
    const pos = game.initial();
    const before = game.encode(pos);
    for (const def of searchers) {
      const supported = def.supports(game.info);
      if (supported !== true) {
        console.log(`  skip ${plugin.meta.id} × ${def.id}: ${supported}`);
        continue;
      }
      const searcher = def.create(game, {});
      if (!searcher.ok) {
        fail(`${plugin.meta.id} × ${def.id}: create failed: ${searcher.error.message}`);
        continue;
      }
      // Small, seeded budgets: this proves the packages work, not how well they play.
      const result = searcher.value.start(pos, { depth: 2, nodes: 3000, timeMs: 20_000, seed: 1 }).run();
      const move = result.bestMove;
      if (!pos.isLegal(move)) fail(`${plugin.meta.id} × ${def.id}: best move ${move} is not legal`);
      else if (game.encode(pos) !== before)
        fail(`${plugin.meta.id} × ${def.id}: the search changed the root`);
      else {
        const text = game.moveToString(pos, move);
        const parsed = game.parseMove(pos, text);
        if (!parsed.ok || parsed.value !== move)
          fail(`${plugin.meta.id} × ${def.id}: "${text}" does not parse back`);
        else console.log(`  ok   ${plugin.meta.id} × ${def.id}: ${text} (${result.stats.nodes} nodes)`);
      }
    }
  }
}

if (games === 0) fail('no game plugin found in the installed packages');
if (failures.length > 0) {
  console.log(`\n${failures.length} failure(s)`);
  process.exit(1);
}
console.log(`\n${games} game(s) played by ${searchers.length} searcher kind(s) from the tarballs`);
