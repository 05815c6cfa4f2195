// Temporary screenshot script (not committed).
import { chromium } from 'playwright-core';
const base = 'http://127.0.0.1:8313';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless', '--no-sandbox', '--disable-gpu'] });
const page = await browser.newPage({ viewport: { width: 1280, height: 1400 } });
const errors = [];
page.on('pageerror', (e) => errors.push(String(e)));
page.on('console', (m) => { if (m.type() === 'error') errors.push(m.text()); });
const shots = [
  ['wythoff-en', '/#/wythoff?size=12&queen=11,7'],
  ['wythoff-es', '/#/wythoff?size=12&queen=11,7&lang=es'],
  ['wythoff-canvas-en', '/#/wythoff?size=1000&view=heat'],
  ['wythoff-rules-es', '/#/wythoff?size=8&view=rules&lang=es'],
  ['sequence-en', '/#/sequence?game=kayles&upto=200'],
  ['sequence-es', '/#/sequence?game=kayles&upto=200&lang=es'],
];
for (const [name, url] of shots) {
  await page.goto(base + url);
  await page.waitForTimeout(2500);
  await page.screenshot({ path: `/tmp/wyt-shots/${name}.png`, fullPage: false });
}
console.log('errors:', JSON.stringify(errors));
await browser.close();
