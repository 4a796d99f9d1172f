// A funeral home previews and saves a notice whose 'Famiglia' text is one unbroken word
// of 4000 characters (the form's limit); the manifesto is drawn off the request thread, so the memorial page of
// another family (the demo 1000) answers while the preview is being made, and the saved notice keeps the word.
import { expect, test, type Request } from '@playwright/test';
import { fillNotice } from './support/notice-form';
import { expectPath, login } from './support/platform';

const PERSON = { name: 'Ottavia', surname: 'Parolalunga', birth: '1931-05-09', death: '2026-11-22' };
const WORD = 'Precipitevolissimevolmente'.repeat(154).slice(0, 4000);

/** A manifesto preview whose form carries the word (the form previews on each blur once it can). */
const carriesWord = (request: Request) =>
  request.url().endsWith('/api/obituaries/createManifest') &&
  (request.postDataBuffer()?.includes(WORD) ?? false);

test('a 4000-character word is previewed and saved while another family’s memorial page answers', async ({
  page,
  playwright,
}) => {
  expect(WORD).toHaveLength(4000);
  const visitor = await playwright.request.newContext({ baseURL: test.info().project.use.baseURL });
  await login(page, 'partnerdemo');
  await expectPath(page, '/partner-panel#deceased');
  await page.goto('/partner-panel#aggiungi-defunto');
  await expect(page.getByRole('heading', { name: 'Dati Manifesto' })).toBeVisible();

  // While the preview is in flight, a visitor keeps opening the memorial of another family.
  let previewPending = false;
  const memorialAnswers: { status: number; named: boolean; duringPreview: boolean }[] = [];
  let visits: Promise<void> = Promise.resolve();
  page.on('request', (request) => {
    if (!carriesWord(request) || previewPending) return;
    previewPending = true;
    visits = (async () => {
      while (previewPending) {
        const answer = await visitor.get('/memorial?0001000');
        const html = await answer.text();
        memorialAnswers.push({
          status: answer.status(),
          named: html.includes('<title>Giuseppe Martinelli - Ricordo</title>'),
          duringPreview: previewPending,
        });
      }
    })();
  });
  const previewAnswer = page.waitForResponse((answer) => carriesWord(answer.request()));
  await fillNotice(page, PERSON, WORD);
  await page.locator('#funeral-place-1-name').focus(); // the preview is made on blur
  const preview = await previewAnswer;
  previewPending = false;
  await visits;
  expect(preview.status()).toBe(200);
  await expect(
    page.getByRole('img', { name: `Manifesto di ${PERSON.name} ${PERSON.surname}` }),
  ).toHaveAttribute('src', /^data:image\/jpeg;base64,/, { timeout: 20_000 });
  const duringPreview = memorialAnswers.filter((answer) => answer.duringPreview).length;
  console.log(`memorial answers while the preview was made: ${duringPreview}`);
  expect(duringPreview).toBeGreaterThan(0);
  for (const answer of memorialAnswers) expect(answer).toMatchObject({ status: 200, named: true });

  // Saved with its word whole.
  const saved = page.waitForResponse((answer) =>
    answer.url().endsWith('/api/obituaries/deceasedAndObituary'),
  );
  await page.getByRole('button', { name: 'Procedi' }).click();
  const photoQuestion = page.getByRole('dialog', { name: 'Attenzione' });
  await photoQuestion.getByRole('button', { name: 'Si' }).click();
  const answer = (await (await saved).json()) as { data: { deceasedID: number } };
  await expect(page.getByRole('dialog', { name: 'Successo' })).toBeVisible();
  const record = await page.request.get(`/api/obituaries/record/000${answer.data.deceasedID}`);
  const texts = ((await record.json()) as { data: { manifestTexts: { family: { value: string } } } }).data
    .manifestTexts;
  expect(texts.family.value).toBe(WORD);
  // The manifesto drawn after the save is there too.
  await expect
    .poll(
      async () =>
        (await page.request.get(`/api/obituaries/manifest/000${answer.data.deceasedID}.jpg`)).headers()[
          'content-type'
        ] ?? '',
      { timeout: 30_000 },
    )
    .toBe('image/jpeg');
  await visitor.dispose();
});
