import { chromium } from '@playwright/test';
const flags = process.argv[2] ? process.argv[2].split(' ') : [];
const url = process.argv[3] ?? 'http://127.0.0.1:4190/#/play?game=kayles&position=5,7&opponent=friend';
const sel = process.argv[4] ?? '[data-testid=outcome]';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless','--no-sandbox','--disable-gpu','--disable-quic','--no-first-run','--disable-background-networking','--disable-component-update','--disable-sync', ...flags] });
const times = [];
const cpu0 = process.cpuUsage();
const t0 = Date.now();
for (let i = 0; i < 12; i++) {
  const ctx = await browser.newContext({ serviceWorkers: 'block' });
  const page = await ctx.newPage();
  const s = Date.now();
  await page.goto(url);
  await page.waitForSelector(sel);
  times.push(Date.now() - s);
  await ctx.close();
}
await browser.close();
times.sort((a,b)=>a-b);
console.log(flags.join(' ') || '(none)', 'median', times[6], 'all', times.join(','), 'wall', Date.now()-t0);
