// The admin's memorial forms (spec panels §2 "Memorial forms (admin)", §4 "Memorial" and
// "Photo slots", §5 "Memorial", §8). The admin adds a memorial with two photos and a video to a demo
// deceased without one, sees it on the public page; in the edit form removes a photo and restores it,
// removes the video and tries to restore it over a second one (the spec's alert); then deletes the memorial.
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { ROOT } from './support/paths';
import { expectPath, login } from './support/platform';

/** A demo deceased without a memorial, used by no other journey. */
const DECEASED = '0001002';
/** Real photos for the server to read and re-encode (the demo's, shipped with the project). */
const PHOTOS = ['memorial-1000-candle.jpg', 'memorial-1000-flowers.jpg'].map((name) =>
  join(ROOT, 'backend', 'assets', 'demo', name),
);

/** The start of an MP4 (an `ftyp` box, brand isom) and filler: what the server's type check reads. */
function mp4(name: string) {
  const ftyp = Buffer.concat([
    Buffer.from([0, 0, 0, 0x20]),
    Buffer.from('ftypisom', 'latin1'),
    Buffer.from([0, 0, 2, 0]),
    Buffer.from('isomiso2avc1mp41', 'latin1'),
  ]);
  return { name, mimeType: 'video/mp4', buffer: Buffer.concat([ftyp, Buffer.alloc(32 * 1024, 0x11)]) };
}

interface PageData {
  memorial: { bio: string } | null;
  memorialMedia: Array<{ type: string }>;
}

async function publicData(page: Page): Promise<PageData> {
  const answer = await page.request.get(`/api/deceased/deceasedData/${DECEASED}`);
  expect(answer.ok()).toBe(true);
  return ((await answer.json()) as { data: PageData }).data;
}

const freeSlots = (page: Page) => page.getByLabel(/^Carica immagine \d+ di 10$/);

test('the admin adds a memorial, edits its photos and video by the rules, then deletes it', async ({
  page,
}) => {
  await login(page, 'adminricordo');
  await expectPath(page, '/admin-panel#qrcode');
  expect((await publicData(page)).memorial).toBeNull();

  // Add: /aggiungi-memorial-admin opens the panel's 'Attiva memorial' for the deceased.
  await page.goto(`/aggiungi-memorial-admin?DeceasedID=${DECEASED}`);
  await expectPath(page, `/admin-panel?DeceasedID=${DECEASED}#aggiungi-memorial`);
  await expect(page.getByText(/Defunto: Maria Grazia Esposito/)).toBeVisible();
  const biography = page.getByRole('textbox', { name: /Biografia/ });
  await biography.click();
  await biography.pressSequentially('Maestra elementare, amava il mare.');
  await expect(freeSlots(page)).toHaveCount(10);
  await page.getByLabel('Carica immagine 1 di 10').setInputFiles(PHOTOS);
  await expect(freeSlots(page)).toHaveCount(8);
  await page.getByLabel('Carica video').setInputFiles(mp4('festa.mp4'));
  await expect(page.getByText('festa.mp4 (da caricare)')).toBeVisible();
  await page.getByRole('button', { name: 'Procedi' }).click();
  await expect(page.getByRole('status', { name: /Invio in corso: \d+%/ })).toBeVisible();
  const added = page.getByRole('dialog', { name: 'Successo' });
  await expect(added).toContainText('Memorial aggiunto con successo');
  await added.getByRole('button', { name: 'Chiudi' }).click();
  await expectPath(page, '/admin-panel#pages');

  const live = await publicData(page);
  expect(live.memorial?.bio).toContain('Maestra elementare, amava il mare.');
  expect(live.memorialMedia.map((item) => item.type)).toEqual(['photo', 'photo', 'video']);

  // Edit: the chip, a photo removed and restored (its slot freed and taken again).
  await page.goto(`/modifica-memorial-admin?DeceasedID=${DECEASED}`);
  await expectPath(page, `/admin-panel?DeceasedID=${DECEASED}#modifica-memorial`);
  await expect(page.getByText(/^Scade il \d{2}\/\d{2}\/\d{4}$/)).toBeVisible();
  await expect(freeSlots(page)).toHaveCount(8);
  await page.getByRole('button', { name: 'Rimuovi Foto 1' }).click();
  await expect(freeSlots(page)).toHaveCount(9);
  await page.getByRole('button', { name: 'Immagini rimosse (1)' }).click();
  await page.getByRole('button', { name: 'Ripristina Immagini rimosse 1' }).click();
  await expect(page.getByRole('button', { name: /Immagini rimosse/ })).toHaveCount(0);
  await expect(freeSlots(page)).toHaveCount(8);

  // The video removed, a second one chosen: the removed one cannot come back over it.
  await page.getByRole('button', { name: 'Rimuovi Video del memorial' }).click();
  await page.getByLabel('Carica video').setInputFiles(mp4('secondo.mp4'));
  await page.getByRole('button', { name: 'Video rimosso' }).click();
  await page.getByRole('button', { name: 'Ripristina Video rimosso' }).click();
  const alert = page.getByRole('dialog', { name: 'Attenzione' });
  await expect(alert).toContainText('Devi rimuovere il video corrente per procedere');
  await alert.getByRole('button', { name: 'Chiudi' }).click();
  await expect(page.getByText('secondo.mp4 (da caricare)')).toBeVisible();

  // Delete, after the 'Attenzione' question.
  await page.getByRole('button', { name: 'Elimina memorial' }).click();
  const question = page.getByRole('dialog', { name: 'Attenzione' });
  await expect(question).toContainText('Sei sicuro di voler eliminare il memorial?');
  await question.getByRole('button', { name: 'Si' }).click();
  const deleted = page.getByRole('dialog', { name: 'Successo' });
  await expect(deleted).toContainText('Memorial eliminato con successo');
  await deleted.getByRole('button', { name: 'Chiudi' }).click();
  await expectPath(page, '/admin-panel#pages');
  expect(await publicData(page)).toMatchObject({ memorial: null, memorialMedia: [] });
});
