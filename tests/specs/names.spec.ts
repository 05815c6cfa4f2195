// Issue 30, point 9: one name per screen, its address matching its name.
// "Subtraction sets" is at #/subtraction-sets (once #/grundy, which read as
// Grundy's game) and "Grundy sequences" at #/grundy-sequences (once
// #/sequence). The old addresses open the same screen and show the new
// address; the menu links to the new ones.
import { expect, test } from '../support';

const screens = [
  {
    old: '/#/grundy?set=1,3,4&heaps=5,7,9',
    now: /#\/subtraction-sets\?set=1,3,4&heaps=5,7,9$/,
    title: 'Subtraction sets',
    seen: 'strip-cell',
  },
  {
    old: '/#/sequence?game=kayles&upto=200',
    now: /#\/grundy-sequences\?game=kayles&upto=200$/,
    title: 'Grundy sequences',
    seen: 'sequence-done',
  },
];

for (const s of screens) {
  test(`${s.title}: the old address opens it at its new one`, async ({ page }) => {
    await page.goto(s.old);
    await expect(page.getByTestId(s.seen).first()).toBeVisible();
    await expect(page.locator('h1')).toHaveText(s.title);
    await expect(page).toHaveURL(s.now);
    await expect(page).toHaveTitle(new RegExp(`^${s.title} · `));
    // The menu names it with its address.
    const link = page.getByRole('navigation', { name: 'Screens' }).getByRole('link', { name: s.title });
    expect(await link.getAttribute('href')).toMatch(s.now.source.includes('subtraction') ? /^#\/subtraction-sets\?/ : /^#\/grundy-sequences\?/);
  });
}

test('a link within the app to an old address lands on the new one', async ({ page }) => {
  await page.goto('/#/nim');
  await expect(page.getByTestId('heap').first()).toBeVisible();
  await page.evaluate(() => { window.location.hash = '#/grundy?set=2,5&heaps=10,13&lang=es'; });
  await expect(page.locator('h1')).toHaveText('Conjuntos de sustracción');
  await expect(page).toHaveURL(/#\/subtraction-sets\?set=2,5&heaps=10,13&lang=es$/);
  // Back goes to the screen before, not to the old address.
  await page.goBack();
  await expect(page.getByTestId('heap').first()).toBeVisible();
});
