// The home search (spec public §2): region + name + order across two server pages and back,
// accent- and apostrophe-insensitive names, HTML typed in the search shown as text, too-long text
// refused, the region message, and a 360 px screen. Demo people: the Sicilian ones of demo-data.ts.
import { expect, test, type Page } from '@playwright/test';
import { expectNoSideScroll } from './support/side-scroll';

const PAGE_ONE = [
  'Marco Amato',
  'Mariano Barbagallo',
  'Martina Caruso',
  'Maddalena Cutrò',
  "Mario D'Urso",
  "Massimo Dell'Oglio",
  'Marta Giuffrè',
  'Manfredi Li Causi',
  'Maria Concetta Lo Presti',
  'Gaetano Mancuso',
  'Rosalia Maniscalco',
  'Carmela Marino',
];
const PAGE_TWO = ['Salvatore Mazzà', 'Marisa Pirrò', 'Matteo Russo', 'Margherita Sciarrà'];

function remote(page: Page) {
  return page.locator('[data-remote="mfe_public"]');
}

async function cardNames(page: Page): Promise<string[]> {
  return remote(page).locator('article.pub-result h2').allInnerTexts();
}

async function acceptCookies(page: Page) {
  const accept = page.getByRole('button', { name: 'Accetta' });
  if (await accept.isVisible().catch(() => false)) await accept.click();
}

async function expectCards(page: Page, names: string[]) {
  await expect.poll(() => cardNames(page), { timeout: 15_000 }).toEqual(names);
}

test.describe('home search', () => {
  test('region + name + order across two pages, back and forward, and a shared link', async ({ page }) => {
    await page.goto('/');
    await acceptCookies(page);
    const home = remote(page);
    await home.getByLabel('Cerca per nome').fill('ma');
    await expect(home.getByRole('option', { name: 'Sicilia' })).toBeAttached();
    await home.getByLabel('Regione').selectOption({ label: 'Sicilia' });
    await home.getByLabel('Ordina per').selectOption({ label: 'Cognome' });
    await home.getByLabel('Direzione').selectOption({ label: 'Crescente' });
    await home.getByRole('button', { name: 'Cerca' }).click();

    await expect.poll(() => new URL(page.url()).search).toBe('?name=ma&region=20&order=surname&orderDir=asc');
    await expectCards(page, PAGE_ONE);
    await expect(home.getByText('Pagina 1')).toBeVisible();
    const first = home.getByRole('article', { name: 'Marco Amato' });
    await expect(first.getByRole('link', { name: 'Marco Amato', exact: true })).toHaveAttribute(
      'href',
      '/memorial?0001100',
    );
    await expect(first.getByRole('link', { name: /^Libro delle condoglianze/ })).toHaveAttribute(
      'href',
      '/memorial-book?0001100',
    );

    await home.getByRole('button', { name: 'Successiva' }).click();
    await expectCards(page, PAGE_TWO);
    await expect(home.getByText('Pagina 2')).toBeVisible();
    expect(new URL(page.url()).searchParams.get('page')).toBe('2');
    await expect(home.getByRole('button', { name: 'Successiva' })).toBeDisabled();

    await page.goBack();
    await expectCards(page, PAGE_ONE);
    await expect(home.getByLabel('Regione')).toHaveValue('20');
    await expect(home.getByLabel('Ordina per')).toHaveValue('surname');
    await page.goForward();
    await expectCards(page, PAGE_TWO);

    // A shared link of page 2 (no history state) shows the same page.
    const link = page.url();
    const other = await page.context().newPage();
    await other.goto(link);
    await expectCards(other, PAGE_TWO);
    await expect(remote(other).getByLabel('Cerca per nome')).toHaveValue('ma');
    await other.close();

    await home.getByRole('button', { name: 'Precedente' }).click();
    await expectCards(page, PAGE_ONE);
  });

  test('finds names whatever the accents, case and apostrophes', async ({ page }) => {
    for (const [text, name] of [
      ['sciarra', 'Margherita Sciarrà'],
      ['GIUFFRE', 'Marta Giuffrè'],
      ["dell'oglio", "Massimo Dell'Oglio"],
      ['nicolo', "Nicolò D'Angelo"],
      ["d'angelo", "Nicolò D'Angelo"],
    ]) {
      await page.goto(`/?name=${encodeURIComponent(text)}`);
      await expectCards(page, [name]);
    }
  });

  test('a script typed in the search is only text; too-long text is refused', async ({ page }) => {
    await page.goto('/');
    await acceptCookies(page);
    const home = remote(page);
    const script = '<script>window.__searchHacked = 1</script><img src=x onerror="window.__searchHacked=2">';
    await home.getByLabel('Cerca per nome').fill(script);
    await home.getByRole('button', { name: 'Cerca' }).click();
    await expect(home.getByText('Nessun elemento corrispondente ai criteri di ricerca')).toBeVisible();
    await expect(home.getByLabel('Cerca per nome')).toHaveValue(script);
    expect(new URL(page.url()).searchParams.get('name')).toBe(script);
    await page.reload();
    await expect(remote(page).getByLabel('Cerca per nome')).toHaveValue(script);
    expect(await page.evaluate(() => (window as unknown as { __searchHacked?: number }).__searchHacked)).toBe(
      undefined,
    );

    await remote(page).getByLabel('Cerca per nome').fill('a'.repeat(101));
    await remote(page).getByRole('button', { name: 'Cerca' }).click();
    await expect(remote(page).getByText('Testo di ricerca troppo lungo')).toBeVisible();

    // A shared link with a too-long text gets the server's message.
    await page.goto(`/?name=${'b'.repeat(101)}`);
    await expect(remote(page).getByRole('alert')).toHaveText('Testo di ricerca troppo lungo');
  });

  test("a region without pages says 'Nessuna pagina trovata per la regione scelta'", async ({ page }) => {
    await page.goto('/?region=3');
    await expect(remote(page).getByText('Nessuna pagina trovata per la regione scelta')).toBeVisible();
  });

  test('fits a 360 px screen', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto('/?name=ma&region=20&order=surname&orderDir=asc');
    await expectCards(page, PAGE_ONE);
    await expectNoSideScroll(page, 'the search results at 360 px');
    const photo = await remote(page).locator('.pub-result-photo').first().boundingBox();
    expect(photo?.width ?? 0).toBeLessThanOrEqual(96);
  });
});
