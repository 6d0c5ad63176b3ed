/**
 * Runs inside the fresh npm project the tarball test creates, against the installed tarballs only.
 * For every game plugin any installed @qi package exports (directly or inside a QiPlugin): create the
 * game, run every searcher any package exports (core-search's and each game's own engines) that supports
 * the game, and check a legal move comes back. Exits 1 on a failure.
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

const modules = [core, ...(await Promise.all(names.map((n) => import(n))))];
/** A package's whole plugin (games, searchers, protocols), whose parts count as exports too. */
const isQiPlugin = (v) =>
  typeof v === 'object' && v !== null && Array.isArray(v.games) && Array.isArray(v.searchers);
const exported = (mod) => {
  const values = Object.values(mod);
  for (const p of values.filter(isQiPlugin)) values.push(...p.games, ...p.searchers);
  return [...new Set(values)];
};
const searchers = [...new Set(modules.flatMap((m) => exported(m).filter(isSearcherDef)))];
const failures = [];
const fail = (text) => {
  failures.push(text);
  console.log(`  FAIL ${text}`);
};

if (!searchers.some((s) => s.id === 'random')) fail('@qi/core-search exports no random searcher');
console.log(`searchers: ${searchers.map((s) => s.id).join(', ')}`);

let games = 0;
for (const [i, name] of names.entries()) {
  const mod = modules[i + 1];
  for (const plugin of exported(mod).filter(isPlugin)) {
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
      const supported = def.supports(game);
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
