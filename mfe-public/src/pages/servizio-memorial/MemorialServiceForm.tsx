// The memorial service form (spec public §4 "Memorial flow", §5 "Memorial"; spec panels §2 "Memorial
// forms", §5 "Memorial"): one of my deceased, biography, up to 10 photos and 1 video, the price; then the
// upload with its progress, the payment modal, and /Conferma.
import { useEffect, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import {
  ApiError,
  Button,
  ConfirmDialog,
  Dialog,
  FilePicker,
  FormMessage,
  MESSAGES,
  RadioGroup,
  RichTextEditor,
  Spinner,
  formatDate,
  formatEuro,
  isAbortError,
  uploadForm,
} from '@ricordo/shared-design';
import { PaymentModal, rememberOrderKey, type PayableOrder } from '../../common/payment';
// The editor's three fonts and the classes a saved biography comes back with.
import '@ricordo/shared-design/rich-text.css';
import {
  DEFAULT_MEMORIAL_PRICE,
  hasActiveMemorial,
  loadMemorialContent,
  loadMemorialPrice,
  loadMyDeceased,
  type MemorialContent,
  type MyDeceased,
} from './my-deceased';
import {
  MEMORIAL_MAX_PHOTOS,
  MEMORIAL_MAX_VIDEOS,
  confirmationPath,
  hasNoMedia,
  memorialFormData,
  validateMemorial,
  type MemorialErrors,
  type MemorialValues,
} from './memorial-rules';
import { MEMORIAL_TEXTS } from './memorial-texts';
import './memorial-service.css';

/** data of POST /api/memorials/sendform/memorial. */
interface CreatedMemorialOrder {
  orderid: number;
  orderKey: string;
  amountCents: number;
  renewal: boolean;
  message: string;
}

const IDS = { deceased: 'memorial-deceased', biography: 'memorial-biography' } as const;

function focusField(field: keyof typeof IDS) {
  const element = document.getElementById(IDS[field]);
  if (!element) return;
  element.scrollIntoView?.({ block: 'center' });
  if (element.matches('input, [contenteditable]')) element.focus();
  else element.querySelector<HTMLElement>('input:not([disabled])')?.focus();
}

function deceasedLabel(item: MyDeceased): string {
  const name = `${item.name} ${item.surname}`.trim();
  if (!item.memorialID || item.expirationDate === null) return `${name} (${MEMORIAL_TEXTS.noMemorial})`;
  const date = formatDate(item.expirationDate);
  return hasActiveMemorial(item)
    ? `${name} (memorial ${MEMORIAL_TEXTS.expires(date)})`
    : `${name} (${MESSAGES.memorialExpired(date)})`;
}

export interface MemorialServiceFormProps {
  userId: number;
  /** `?deceasedSelected=` of /memorial-activate. */
  preselected: number | null;
}

export function MemorialServiceForm({ userId, preselected }: MemorialServiceFormProps) {
  const navigate = useNavigate();
  const [list, setList] = useState<MyDeceased[] | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);
  const [price, setPrice] = useState(DEFAULT_MEMORIAL_PRICE);
  const [deceasedId, setDeceasedId] = useState<number | null>(null);
  const [content, setContent] = useState<MemorialContent | null>(null);
  const [biography, setBiography] = useState('');
  const [photos, setPhotos] = useState<File[]>([]);
  const [video, setVideo] = useState<File[]>([]);
  const [errors, setErrors] = useState<MemorialErrors>({});
  const [askNoMedia, setAskNoMedia] = useState(false);
  const [progress, setProgress] = useState<number | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [order, setOrder] = useState<PayableOrder | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    loadMyDeceased(userId, controller.signal).then(
      (loaded) => {
        setList(loaded);
        setLoadError(null);
        if (preselected !== null && loaded.some((item) => item.ID === preselected))
          setDeceasedId(preselected);
      },
      (error: unknown) => {
        if (!isAbortError(error))
          setLoadError(error instanceof ApiError ? error.message : MEMORIAL_TEXTS.loadFailed);
      },
    );
    return () => controller.abort();
  }, [userId, preselected, attempt]);

  useEffect(() => {
    const controller = new AbortController();
    loadMemorialPrice(controller.signal).then(setPrice, () => undefined);
    return () => controller.abort();
  }, []);

  const chosen = list?.find((item) => item.ID === deceasedId) ?? null;
  const renewal = chosen !== null && hasActiveMemorial(chosen);

  // A renewal starts from the memorial's biography, and its photos count towards the 10.
  useEffect(() => {
    setContent(null);
    if (!chosen || !hasActiveMemorial(chosen)) return undefined;
    const controller = new AbortController();
    loadMemorialContent(chosen.ID, controller.signal).then(
      (loaded) => {
        setContent(loaded);
        setBiography((current) => current || loaded.bio);
      },
      () => undefined,
    );
    return () => controller.abort();
  }, [chosen]);

  const photosLeft = Math.max(0, MEMORIAL_MAX_PHOTOS - (content?.photos ?? 0));
  const videoLeft = Math.max(0, MEMORIAL_MAX_VIDEOS - (content?.videos ?? 0));
  const values: MemorialValues = { deceasedId, biography, photos, video, renewal };

  const send = async () => {
    setProgress(0);
    try {
      const { data } = await uploadForm<CreatedMemorialOrder>(
        '/memorials/sendform/memorial',
        memorialFormData(values),
        setProgress,
      );
      rememberOrderKey(data.orderid, data.orderKey);
      setOrder({
        orderid: data.orderid,
        orderKey: data.orderKey,
        amountCents: data.amountCents,
        type: 'memorial',
      });
    } catch (error) {
      setFailure(error instanceof ApiError ? error.message : MESSAGES.unexpected);
    } finally {
      setProgress(null);
    }
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (progress !== null) return;
    const found = validateMemorial(values);
    setErrors(found);
    if (found.deceased) return focusField('deceased');
    if (found.biography) return focusField('biography');
    if (hasNoMedia(values)) return setAskNoMedia(true);
    void send();
  };

  if (loadError) {
    return (
      <section className="pub-card-page">
        <h1>{MEMORIAL_TEXTS.title}</h1>
        <FormMessage>{loadError}</FormMessage>
        <Button variant="secondary" onClick={() => setAttempt((count) => count + 1)}>
          {MESSAGES.retry}
        </Button>
      </section>
    );
  }
  if (list === null) {
    return (
      <div className="pub-center">
        <Spinner />
      </div>
    );
  }

  return (
    <>
      <form
        className="pub-card-page pub-form pub-memorial-service"
        noValidate
        aria-labelledby="pub-memorial-service-title"
        onSubmit={submit}
      >
        <h1 id="pub-memorial-service-title">{MEMORIAL_TEXTS.title}</h1>
        <p>{MEMORIAL_TEXTS.intro}</p>
        {list.length === 0 ? (
          <p className="pub-alert" role="alert">
            {MEMORIAL_TEXTS.noDeceased}
          </p>
        ) : (
          <RadioGroup
            id={IDS.deceased}
            legend={MEMORIAL_TEXTS.chooseLegend}
            name="deceasedID"
            value={deceasedId === null ? null : String(deceasedId)}
            error={errors.deceased}
            options={list.map((item) => ({ value: String(item.ID), label: deceasedLabel(item) }))}
            onChange={(value) => {
              setDeceasedId(Number(value));
              setErrors((current) => ({ ...current, deceased: undefined }));
            }}
          />
        )}
        {renewal && (
          <p className="pub-notice" role="status">
            {MEMORIAL_TEXTS.renewal}
          </p>
        )}
        <RichTextEditor
          id={IDS.biography}
          label={MEMORIAL_TEXTS.biography}
          hint={MEMORIAL_TEXTS.biographyHint}
          required
          value={biography}
          error={errors.biography}
          onChange={(html) => {
            setBiography(html);
            if (html) setErrors((current) => ({ ...current, biography: undefined }));
          }}
        />
        <FilePicker
          label={MEMORIAL_TEXTS.photos}
          kind="photo"
          multiple
          max={photosLeft}
          hint={MEMORIAL_TEXTS.photosHint(photosLeft)}
          value={photos}
          disabled={photosLeft === 0}
          onChange={setPhotos}
        />
        <FilePicker
          label={MEMORIAL_TEXTS.video}
          kind="video"
          hint={videoLeft === 0 ? MEMORIAL_TEXTS.videoPresent : MEMORIAL_TEXTS.videoHint}
          value={video}
          disabled={videoLeft === 0}
          onChange={setVideo}
        />
        <p className="pub-memorial-price">
          {MEMORIAL_TEXTS.price} <strong data-testid="memorial-price">{formatEuro(price)}</strong>
        </p>
        {progress !== null && (
          <div className="rc-field">
            <label htmlFor="memorial-upload-progress">{MEMORIAL_TEXTS.uploading(progress)}</label>
            <progress id="memorial-upload-progress" max={100} value={progress} />
          </div>
        )}
        <Button type="submit" loading={progress !== null} disabled={list.length === 0} fullWidth>
          {MESSAGES.proceed}
        </Button>
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
      <Dialog
        open={failure !== null}
        onClose={() => setFailure(null)}
        title={MESSAGES.error}
        description={failure ?? undefined}
        actions={<Button onClick={() => setFailure(null)}>{MESSAGES.close}</Button>}
      />
      {order && deceasedId !== null && (
        <PaymentModal
          order={order}
          onPaid={() => void navigate(confirmationPath(deceasedId, order.orderid))}
        />
      )}
    </>
  );
}
