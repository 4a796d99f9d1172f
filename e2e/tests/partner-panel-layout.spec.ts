// The partner panel's layout (spec panels §2 partner panel): partnerdemo sees the cards with counts
// on top; at 1280 and 1024 px the 'Azioni' of #pages and #deceased are in view without scrolling the table (the
// actions column stays at the frame's right edge); at 360 px the page never scrolls sideways, only the table
// inside its frame; the add buttons carry what they create; 'Cedi proprietà' opens its dialog from a row
// (closed with NO: nothing is sent).
import { expect, test, type Locator } from '@playwright/test';
import { signInAs } from './support/platform';
import { expectNoSideScroll } from './support/side-scroll';

/** The element lies inside the table's scrolling frame, as laid out (not scrolled to). */
async function insideFrame(element: Locator, frame: Locator): Promise<boolean> {
  const [box, outer] = await Promise.all([element.boundingBox(), frame.boundingBox()]);
  if (!box || !outer) return false;
  return box.x >= outer.x - 1 && box.x + box.width <= outer.x + outer.width + 1;
}

test('at 1280 and 1024 px the row actions are in view; the cards are on top; the add buttons say what they add', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await signInAs(page, 'partner');
  const cards = page.getByRole('list', { name: 'Riepilogo' });
  await expect(cards).toBeVisible();
  const cardsBox = await cards.boundingBox();
  const navBox = await page.getByRole('navigation', { name: 'Sezioni del pannello' }).boundingBox();
  expect(cardsBox && navBox && cardsBox.y < navBox.y).toBe(true);
  await expect(
    page.getByRole('button', { name: 'Aggiungi necrologio', exact: true }),
  ).toHaveAccessibleDescription(
    'Crea solo il necrologio con il manifesto funebre, senza la lapide digitale.',
  );

  // 1280 px: the audit's window (#deceased overflows its frame there); 1024 px: both tables overflow.
  for (const [width, hash, caption] of [
    [1280, '#pages', 'I tuoi necrologi'],
    [1280, '#deceased', 'I tuoi defunti'],
    [1024, '#pages', 'I tuoi necrologi'],
    [1024, '#deceased', 'I tuoi defunti'],
  ] as const) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(`/partner-panel${hash}`);
    const table = page.getByRole('table', { name: caption });
    await expect(table.getByRole('row').nth(1)).toBeVisible();
    const frame = page.locator('.rc-table-wrap').filter({ has: table });
    const firstRow = table.getByRole('row').nth(1);
    const cards = firstRow.getByRole('button', { name: /^Cartoncini e PDF di / });
    await expect(cards).toBeVisible();
    expect(await insideFrame(cards, frame), `${width} px ${hash}: the row's actions are cut off`).toBe(true);
  }
});

test('at 360 px the page does not scroll sideways; the wide table scrolls inside its frame', async ({
  page,
}) => {
  await page.setViewportSize({ width: 360, height: 800 });
  await signInAs(page, 'partner');
  for (const hash of ['#deceased', '#pages']) {
    await page.goto(`/partner-panel${hash}`);
    await expect(page.getByRole('table').getByRole('row').nth(1)).toBeVisible();
    await expectNoSideScroll(page, `${hash} at 360 px`);
  }
});

test("'Cedi proprietà' opens the transfer dialog from the partner's row", async ({ page }) => {
  await signInAs(page, 'partner');
  const row = page
    .getByRole('table', { name: 'I tuoi defunti' })
    .getByRole('row')
    .filter({
      has: page.getByRole('button', { name: /^Cedi proprietà: / }),
    });
  await row
    .first()
    .getByRole('button', { name: /^Cedi proprietà: / })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Cedi proprietà' });
  await expect(dialog).toContainText('l’operazione è irreversibile');
  await dialog.getByRole('button', { name: 'No' }).click();
  await expect(dialog).toBeHidden();
});
