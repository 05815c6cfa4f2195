import { chromium } from 'playwright-core';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox','--disable-gpu'] });
const page = await browser.newPage();
page.on('pageerror', e => console.log('PAGEERROR', e.message));
const heaps = Array.from({length: 64}, (_, i) => (BigInt(i+1) * 0x9e3779b97f4a7c15n % (1n<<63n)).toString()).join(',');
const game = process.argv[2] ?? 'nim';
const pos = process.argv[3] ?? heaps;
await page.goto(`http://127.0.0.1:8704/#/play?game=${encodeURIComponent(game)}&position=${encodeURIComponent(pos)}&opponent=friend`);
await page.waitForSelector('[data-testid=outcome]');
await page.waitForTimeout(500);
const client = await page.context().newCDPSession(page);
await client.send('Profiler.enable');
await client.send('Profiler.setSamplingInterval', { interval: 100 });
await client.send('Profiler.start');
const ms = await page.evaluate(() => new Promise((resolve) => {
  const b = document.querySelector('[data-testid="play-move"]');
  const t = performance.now(); b.click();
  const sync = performance.now() - t;
  requestAnimationFrame(() => resolve([sync, performance.now() - t]));
}));
const { profile } = await client.send('Profiler.stop');
console.log('click ms (sync, to frame):', ms);
const self = new Map();
const byId = new Map(profile.nodes.map(n => [n.id, n]));
const dt = profile.timeDeltas; const samples = profile.samples;
for (let i = 0; i < samples.length; i++) { const n = byId.get(samples[i]); const k = n.callFrame.functionName || '(anon)'; self.set(k, (self.get(k) ?? 0) + dt[i] / 1000); }
console.log([...self.entries()].sort((a,b)=>b[1]-a[1]).slice(0,25).map(([k,v])=>`${v.toFixed(1)}ms ${k.slice(0,120)}`).join('\n'));
await browser.close();
