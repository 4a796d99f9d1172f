// The memorial service form's state (spec public §4 "Memorial flow", §5 "Memorial"): my deceased (the one
// `?deceasedSelected=` names chosen), the price, the biography (a renewal's starts from the memorial's) and
// the media left, the checks, and the upload with its progress that ends on the order to pay.
import { useEffect, useState, type FormEvent } from 'react';
import { ApiError, MESSAGES, MEMORIAL_MAX_PHOTOS, api, isAbortError } from '@ricordo/shared-design';
import { rememberOrderKey, type PayableOrder } from '../../common/payment';
import { useDeceasedData } from '../../common/deceased/useDeceasedData';
import { focusField } from './memorial-field-ids';
import {
  MEMORIAL_MAX_VIDEOS,
  hasNoMedia,
  memorialFormData,
  validateMemorial,
  type MemorialErrors,
  type MemorialValues,
} from './memorial-rules';
import { MEMORIAL_TEXTS } from './memorial-texts';
import {
  DEFAULT_MEMORIAL_PRICE,
  hasActiveMemorial,
  loadMemorialPrice,
  loadMyDeceased,
  memorialContentOf,
  type MyDeceased,
} from './my-deceased';

export interface MemorialServiceFormOptions {
  userId: number;
  email: string | null;
  preselected: number | null;
}

export function useMemorialServiceForm({ userId, email, preselected }: MemorialServiceFormOptions) {
  const [list, setList] = useState<MyDeceased[] | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);
  const [price, setPrice] = useState(DEFAULT_MEMORIAL_PRICE);
  const [deceasedId, setDeceasedId] = useState<number | null>(null);
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
    loadMyDeceased({ userId, email }, controller.signal).then(
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
  }, [userId, email, preselected, attempt]);

  useEffect(() => {
    const controller = new AbortController();
    loadMemorialPrice(controller.signal).then(setPrice, () => undefined);
    return () => controller.abort();
  }, []);

  const chosen = list?.find((item) => item.ID === deceasedId) ?? null;
  const renewal = chosen !== null && hasActiveMemorial(chosen);

  // A renewal starts from the memorial's biography, and its photos count towards the 10.
  const active = useDeceasedData(chosen && hasActiveMemorial(chosen) ? chosen.ID : null);
  const content = active.status === 'ready' ? memorialContentOf(active.deceased) : null;
  const loadedBio = content?.bio;
  useEffect(() => {
    if (loadedBio !== undefined) setBiography((current) => current || loadedBio);
  }, [loadedBio]);

  const photosLeft = Math.max(0, MEMORIAL_MAX_PHOTOS - (content?.photos ?? 0));
  const videoLeft = Math.max(0, MEMORIAL_MAX_VIDEOS - (content?.videos ?? 0));
  const values: MemorialValues = { deceasedId, biography, photos, video, renewal };

  const send = async () => {
    setProgress(0);
    try {
      const { data } = await api.call('sendformMemorial', {
        body: memorialFormData(values),
        onProgress: setProgress,
      });
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

  const chooseDeceased = (id: number) => {
    setDeceasedId(id);
    setErrors((current) => ({ ...current, deceased: undefined }));
  };
  const changeBiography = (html: string) => {
    setBiography(html);
    if (html) setErrors((current) => ({ ...current, biography: undefined }));
  };
  /** The answer to 'no photo or video?': sending anyway, or back to the form. */
  const answerNoMedia = (sendNow: boolean) => {
    setAskNoMedia(false);
    if (sendNow) void send();
  };

  return {
    list,
    loadError,
    retry: () => setAttempt((count) => count + 1),
    price,
    deceasedId,
    chooseDeceased,
    renewal,
    biography,
    changeBiography,
    media: { photos, video, photosLeft, videoLeft, onPhotos: setPhotos, onVideo: setVideo },
    errors,
    askNoMedia,
    answerNoMedia,
    progress,
    failure,
    closeFailure: () => setFailure(null),
    order,
    submit,
  };
}
