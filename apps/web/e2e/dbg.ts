import { chromium } from 'playwright-core';
import { savedGame, serveBuilt } from './support.js';

const { url, server } = await serveBuilt();
const ctx = await chromium.launchPersistentContext('/tmp/qi-dbg-profile2', {
  executablePath: '/usr/bin/chromium',
  headless: true,
  args: ['--no-sandbox', '--disable-gpu'],
  viewport: { width: 1280, height: 1000 },
});
const page = await ctx.newPage();
page.on('console', (m) => console.log('console', m.type(), m.text()));
page.on('pageerror', (e) => console.log('pageerror', e.message));
page.on('worker', (w) => {
  console.log('worker created', w.url());
  w.on('close', () => console.log('worker closed'));
});
await page.goto(url);
await page.selectOption('[data-testid=game-select]', process.argv[2] ?? 'go');
await page.fill('[data-testid=game-size]', '9').catch(() => {});
await page.click('[data-testid=new-game]');
await page.click('[aria-label$="player"] >> nth=1 >> summary');
await page.fill('[data-testid=p1-timeMs]', '800');
await page.click(process.argv[3] ?? '[data-point=E5]');
await page.waitForTimeout(4000);
console.log(JSON.stringify((await savedGame(page)).moves));
console.log(await page.textContent('.left'));
await ctx.close();
await server.close();
