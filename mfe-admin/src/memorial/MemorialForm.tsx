// The admin's 'Attiva memorial' and 'Modifica memorial' forms (spec panels §2 "Memorial forms (admin)",
// §4 "Memorial" and "Photo slots", §5 "Memorial", §8): biography, ten photo slots and one video; in the
// edit form the expiry chip, removals kept restorable until sent, and 'Elimina memorial'.
import { useState, type FormEvent } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import {
  ApiError,
  Button,
  Chip,
  ConfirmDialog,
  Dialog,
  MESSAGES,
  RichTextEditor,
  Spinner,
  formatDate,
} from '@ricordo/shared-design';
import { deleteMemorial, saveMemorial, type AdminMemorialData } from './memorial-api';
import {
  addPhotos,
  chooseVideo,
  galleryOf,
  hasNoMedia,
  PhotoSlots,
  removeNewPhoto,
  removePhoto,
  removeVideo,
  restorePhoto,
  restoreVideo,
  VideoSlot,
  type GalleryChange,
  type GalleryState,
} from '@ricordo/shared-design/back-office';
import { MEMORIAL_FORM_TEXTS as T } from './memorial-texts';
// The biography's three fonts and the classes a saved biography comes back with.
import '@ricordo/shared-design/rich-text.css';

/** spec panels §4: "the spinner shows at least 1 second". */
export const MIN_SPINNER_MS = 1000;
const BIOGRAPHY_ID = 'memorial-biography';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const isBlank = (html: string) =>
  html
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;/g, ' ')
    .trim() === '';

interface Outcome {
  ok: boolean;
  message: string;
  /** Where closing the dialog leads: the tombstones (#pages) after add or delete, a reload after edit. */
  then: 'pages' | 'reload' | 'stay';
}

export interface MemorialFormProps {
  mode: 'add' | 'edit';
  deceasedId: number;
  data: AdminMemorialData;
  /** After a successful edit: load the memorial again. */
  onReload: () => void;
}

export function MemorialForm({ mode, deceasedId, data, onReload }: MemorialFormProps) {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const memorial = data.memorial;
  const [biography, setBiography] = useState(mode === 'edit' ? (memorial?.bio ?? '') : '');
  const [gallery, setGallery] = useState<GalleryState>(() => galleryOf(data.memorialMedia));
  const [biographyError, setBiographyError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [askNoMedia, setAskNoMedia] = useState(false);
  const [askDelete, setAskDelete] = useState(false);
  const [progress, setProgress] = useState<number | null>(null);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const busy = progress !== null;

  const apply = (change: GalleryChange) => {
    setGallery(change.state);
    if (change.problem) setNotice(change.problem);
  };

  /** Runs the call behind the spinner, kept for at least MIN_SPINNER_MS, then shows the result dialog. */
  const run = async (work: () => Promise<string>, then: Outcome['then']) => {
    const started = Date.now();
    setProgress(0);
    let result: Outcome;
    try {
      result = { ok: true, message: await work(), then };
    } catch (error) {
      result = {
        ok: false,
        message: error instanceof ApiError ? error.message : MESSAGES.unexpected,
        then: 'stay',
      };
    }
    await sleep(MIN_SPINNER_MS - (Date.now() - started));
    setProgress(null);
    setOutcome(result);
  };

  const send = () =>
    run(
      () =>
        saveMemorial(
          {
            deceasedId,
            biography,
            photos: gallery.newPhotos,
            video: gallery.newVideo,
            ...(mode === 'edit' && memorial
              ? {
                  memorialId: memorial.ID,
                  removedPhotoIds: gallery.removedPhotos.map((photo) => photo.ID),
                  removeVideo: gallery.removedVideo !== null,
                }
              : {}),
          },
          setProgress,
        ).then((message) => message || (mode === 'add' ? T.added : T.edited)),
      mode === 'add' ? 'pages' : 'reload',
    );

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    if (isBlank(biography)) {
      setBiographyError(MESSAGES.required);
      document.getElementById(BIOGRAPHY_ID)?.focus();
      return;
    }
    if (hasNoMedia(gallery)) return setAskNoMedia(true);
    void send();
  };

  const closeOutcome = () => {
    const then = outcome?.then;
    setOutcome(null);
    if (then === 'pages') void navigate({ pathname, search: '', hash: '#pages' });
    if (then === 'reload') onReload();
  };

  const expiry = memorial ? memorial.expirationDate : null;
  const expired = expiry !== null && expiry * 1000 <= Date.now();
  return (
    <>
      {mode === 'edit' && expiry !== null && (
        <p>
          <Chip tone={expired ? 'dark' : 'success'}>
            {expired
              ? MESSAGES.memorialExpired(formatDate(expiry))
              : MESSAGES.memorialExpires(formatDate(expiry))}
          </Chip>
        </p>
      )}
      {mode === 'add' && expiry !== null && (
        <p className="rc-form-message" role="status">
          {T.expiredRestart(formatDate(expiry))}
        </p>
      )}
      <form noValidate onSubmit={submit} aria-busy={busy || undefined} className="rc-memorial-form">
        <RichTextEditor
          id={BIOGRAPHY_ID}
          label={T.biography}
          hint={T.biographyHint}
          required
          value={biography}
          error={biographyError}
          disabled={busy}
          onChange={(html) => {
            setBiography(html);
            if (!isBlank(html)) setBiographyError(null);
          }}
        />
        <PhotoSlots
          gallery={gallery}
          disabled={busy}
          canRemoveSaved={mode === 'edit'}
          onChoose={(files) => apply(addPhotos(gallery, files))}
          onRemoveSaved={(id) => setGallery(removePhoto(gallery, id))}
          onRemoveNew={(index) => setGallery(removeNewPhoto(gallery, index))}
          onRestore={(id) => apply(restorePhoto(gallery, id))}
        />
        <VideoSlot
          gallery={gallery}
          disabled={busy}
          canRemoveSaved={mode === 'edit'}
          onChoose={(file) => apply(chooseVideo(gallery, file))}
          onRemove={() => setGallery(removeVideo(gallery))}
          onRestore={() => apply(restoreVideo(gallery))}
        />
        {busy && (
          <p>
            <Spinner percent={progress} label={T.uploading(progress)} />
          </p>
        )}
        <p className="rc-form-actions">
          <Button type="submit" loading={busy} disabled={busy}>
            {MESSAGES.proceed}
          </Button>
          {mode === 'edit' && (
            <Button variant="secondary" disabled={busy} onClick={() => setAskDelete(true)}>
              {T.deleteMemorial}
            </Button>
          )}
        </p>
      </form>
      <ConfirmDialog
        open={askNoMedia}
        message={MESSAGES.noMediaConfirm}
        onCancel={() => setAskNoMedia(false)}
        onConfirm={() => {
          setAskNoMedia(false);
          void send();
        }}
      />
      <ConfirmDialog
        open={askDelete}
        message={T.deleteConfirm}
        onCancel={() => setAskDelete(false)}
        onConfirm={() => {
          setAskDelete(false);
          void run(() => deleteMemorial(deceasedId).then((message) => message || T.deleted), 'pages');
        }}
      />
      <Dialog
        open={notice !== null}
        onClose={() => setNotice(null)}
        title={MESSAGES.attention}
        description={notice ?? undefined}
        showCloseButton={false}
        actions={<Button onClick={() => setNotice(null)}>{MESSAGES.close}</Button>}
      />
      <Dialog
        open={outcome !== null}
        onClose={closeOutcome}
        title={outcome?.ok ? MESSAGES.success : MESSAGES.error}
        description={outcome?.message}
        showCloseButton={false}
        actions={
          <>
            {outcome?.ok && mode === 'add' && (
              <a
                className="rc-button rc-button--secondary"
                href={`/memorial?000${deceasedId}`}
                target="_blank"
                rel="noopener noreferrer"
              >
                {T.goToDeceased}
              </a>
            )}
            <Button onClick={closeOutcome}>{MESSAGES.close}</Button>
          </>
        }
      />
    </>
  );
}
