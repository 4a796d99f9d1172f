// The panels' accessibility checks: axe with the WCAG 2.2 AA tags on each section and
// dialog, no sideways page scroll at 360 px, row actions in view at 1280 px, and keyboard-only moves with
// the focus visible at every stop.
import { expect, type Locator, type Page } from '@playwright/test';
import { expectNoSeriousViolations } from './axe';

export { expectNoSideScroll } from './side-scroll';

export const WCAG22_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

export const expectAccessible = (page: Page, include?: string) =>
  expectNoSeriousViolations(page, include, { tags: WCAG22_TAGS });

/**
 * The sweep covers the whole panel: every section its navigation offers is among `swept` (hashes), so a
 * section added later without its checks fails here instead of going unchecked.
 */
export async function expectEverySectionSwept(page: Page, swept: readonly string[]): Promise<void> {
  const nav = page.getByRole('navigation', { name: 'Sezioni del pannello' });
  await expect(nav.getByRole('link').first()).toBeVisible();
  const offered = await nav
    .getByRole('link')
    .evaluateAll((links) => links.map((link) => new URL((link as HTMLAnchorElement).href).hash));
  expect(
    offered.filter((hash) => !swept.includes(hash)),
    'panel sections missing from the accessibility sweep',
  ).toEqual([]);
}

/** Opens a section by changing the hash in the same page; waits for its heading. */
export async function openSection(page: Page, hash: string, heading: string): Promise<void> {
  await page.evaluate((next) => {
    window.location.hash = next;
  }, hash);
  await expect(page.getByRole('heading', { level: 2, name: heading, exact: true })).toBeVisible();
}

/** Every button and link of the table's last column lies inside the table's frame and the window. */
export async function expectRowActionsInView(page: Page, table: Locator, where: string): Promise<void> {
  const frame = table.locator('xpath=ancestor::div[contains(@class, "rc-table-wrap")][1]');
  const outer = await frame.boundingBox();
  const width = page.viewportSize()?.width ?? 0;
  expect(outer, `${where}: no table frame`).not.toBeNull();
  const actions = table.locator('tbody tr td:last-child').locator('button, a');
  const count = await actions.count();
  expect(count, `${where}: no row actions`).toBeGreaterThan(0);
  for (let i = 0; i < count; i += 1) {
    const box = await actions.nth(i).boundingBox();
    const cut =
      !box || box.x < outer!.x - 1 || box.x + box.width > Math.min(outer!.x + outer!.width, width) + 1;
    expect(cut, `${where}: row action ${i} (${await actions.nth(i).innerText()}) is cut off`).toBe(false);
  }
}

/** Opens a dialog with `opener`, checks it with axe, closes it with Escape. */
export async function checkDialog(page: Page, opener: Locator, name: string | RegExp): Promise<void> {
  await opener.click();
  const dialog = page.getByRole('dialog', { name });
  await expect(dialog).toBeVisible();
  await expectAccessible(page, '[role="dialog"]');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
}

/** The focused element shows a focus ring: a computed outline or box-shadow. */
export async function expectFocusVisible(page: Page): Promise<void> {
  const seen = await page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    if (!element || element === document.body) return 'nothing focused';
    // A date or time input's picker button: Chromium's own part inside the input (the input itself is no
    // longer :focus there), which draws its own ring.
    if (
      element instanceof HTMLInputElement &&
      /^(date|time)/.test(element.type) &&
      !element.matches(':focus')
    )
      return 'ok';
    const style = getComputedStyle(element);
    const outline = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0;
    const name = element.getAttribute('aria-label') ?? element.textContent ?? '';
    const label = `${element.tagName.toLowerCase()}#${element.id} [${element.getAttribute('type') ?? ''}] "${name.trim().slice(0, 40)}"`;
    return outline || style.boxShadow !== 'none' ? 'ok' : `no focus ring on ${label}`;
  });
  expect(seen).toBe('ok');
}

/**
 * Presses Tab (or Shift+Tab) until `target` has the focus, checking the focus ring at every stop.
 * Keyboard only: no click, no focus() call.
 */
export async function tabTo(page: Page, target: Locator, { back = false, max = 60 } = {}): Promise<void> {
  for (let step = 0; step < max; step += 1) {
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
    await expectFocusVisible(page);
    if (await target.evaluate((element) => element === document.activeElement)) return;
  }
  throw new Error(`${max} ${back ? 'Shift+Tab' : 'Tab'} presses did not reach ${target.toString()}`);
}

/** Opens every collapsible block of the page (closed content is not rendered, so axe would not see it). */
export async function expandAll(page: Page): Promise<void> {
  const closed = page.locator('.rc-collapsible__toggle[aria-expanded="false"]');
  while ((await closed.count()) > 0) await closed.first().click();
}

/** The section has drawn its data: no spinner left. */
export async function sectionReady(page: Page): Promise<void> {
  await expect(page.locator('.rc-spinner')).toHaveCount(0);
}
