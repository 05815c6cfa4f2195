import { chromium } from 'playwright-core';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox','--disable-gpu'] });
const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
const heaps = Array.from({length: 64}, (_, i) => (BigInt(i+1) * 0x9e3779b97f4a7c15n % (1n<<63n)).toString()).join(',');
await page.goto(`http://127.0.0.1:8704/#/play?game=nim&position=${heaps}&opponent=friend`);
await page.waitForSelector('[data-testid=outcome]');
await page.waitForTimeout(500);
console.log(await page.evaluate(() => {
  const all = document.querySelectorAll('*').length;
  const parts = {};
  for (const sel of ['.play-board, [data-testid=board]', '[data-testid=winning-move]', '.play-history-card', '.play-chart-card', 'aside']) {
    const els = document.querySelectorAll(sel);
    parts[sel] = [els.length, [...els].reduce((a, e) => a + e.querySelectorAll('*').length, 0), [...els].reduce((a, e) => a + e.textContent.length, 0)];
  }
  return JSON.stringify({ all, text: document.body.textContent.length, parts });
}));
await page.screenshot({ path: '/tmp/play64.png' });
await browser.close();
