// The activation form's state (spec public §5 "Activation", §6): its values and errors, the changes that
// clear a field's error, a partner's notices (the one `?obituaryID=` names filled in) and the aphorisms;
// and the upload with its progress and failure (spec public §8 "Activation failure").
import { useCallback, useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { ApiError, MESSAGES, isAbortError } from '@ricordo/shared-design';
import {
  loadAphorisms,
  loadNotices,
  sendActivation,
  type ActivationNotice,
  type Aphorism,
} from './activation-api';
import {
  ACTIVATION_FIELD_ORDER,
  EMPTY_ACTIVATION,
  errorsOfServerFields,
  focusField,
  normalizeCode,
  type ActivationErrors,
  type ActivationField,
  type ActivationValues,
} from './activation-rules';
import type { PostActivateState } from './ActivateQrCodePage';

/** The values a notice fills in (a partner starting from one of its notices); null clears the choice. */
function withNotice(current: ActivationValues, notice: ActivationNotice | null): ActivationValues {
  if (!notice) return { ...current, obituaryId: null };
  return {
    ...current,
    obituaryId: notice.ID,
    nameTo: notice.name,
    surnameTo: notice.surname,
    gender: notice.gender,
    bornDate: notice.dateOfBirth ?? '',
    deathDate: notice.dateOfDeath ?? '',
    aphorism: current.aphorism || (notice.aphorism ?? ''),
    graveyardName: notice.graveyardName ?? current.graveyardName,
    burial: {
      ...current.burial,
      region: notice.graveRegionID,
      province: notice.graveProvinceID,
      location: notice.graveLocationID,
      cap: notice.graveCap,
    },
  };
}

export function useActivationForm(code: string, isPartner: boolean, preselected: number | null) {
  const [values, setValues] = useState<ActivationValues>(() => ({
    ...EMPTY_ACTIVATION,
    qrCode: normalizeCode(code),
  }));
  const [errors, setErrors] = useState<ActivationErrors>({});
  const [aphorisms, setAphorisms] = useState<Aphorism[]>([]);
  const [notices, setNotices] = useState<ActivationNotice[]>([]);

  useEffect(() => {
    const controller = new AbortController();
    loadAphorisms(controller.signal).then(setAphorisms, () => undefined);
    return () => controller.abort();
  }, []);

  const applyNotice = useCallback((notice: ActivationNotice | null) => {
    setValues((current) => withNotice(current, notice));
    setErrors({});
  }, []);

  // A partner's notices, and the one the partner panel opened this page for (`?obituaryID=`).
  useEffect(() => {
    if (!isPartner) {
      setNotices([]);
      return undefined;
    }
    const controller = new AbortController();
    loadNotices(controller.signal).then(
      (loaded) => {
        setNotices(loaded);
        const notice = loaded.find((item) => item.ID === preselected);
        if (notice) applyNotice(notice);
      },
      (error: unknown) => {
        if (!isAbortError(error)) setNotices([]);
      },
    );
    return () => controller.abort();
  }, [isPartner, preselected, applyNotice]);

  /** New values for some fields, whose errors go. */
  const change = (patch: Partial<ActivationValues>, fields = Object.keys(patch) as ActivationField[]) => {
    setValues((current) => ({ ...current, ...patch }));
    setErrors((current) => {
      const next = { ...current };
      for (const field of fields) delete next[field];
      return next;
    });
  };

  /** Shows the errors and moves to the first one, in the form's order. */
  const showErrors = (found: ActivationErrors) => {
    setErrors(found);
    const first = ACTIVATION_FIELD_ORDER.find((field) => found[field]);
    if (first) focusField(first, found);
  };

  return { values, errors, setErrors, change, showErrors, applyNotice, aphorisms, notices };
}

/**
 * The upload of the activation (data and photo in one multipart body) and its outcome: /post-activate with
 * where the confirmation went, the server's field errors on their fields, or its message in a dialog.
 */
export function useActivationUpload(showErrors: (found: ActivationErrors) => void) {
  const navigate = useNavigate();
  const [progress, setProgress] = useState<number | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const failed = (error: unknown) => {
    if (error instanceof ApiError) {
      const fieldErrors = errorsOfServerFields(error.fields);
      if (ACTIVATION_FIELD_ORDER.some((field) => fieldErrors[field])) {
        showErrors(fieldErrors);
        return;
      }
      setFailure(error.message || MESSAGES.unexpected);
      return;
    }
    setFailure(MESSAGES.unexpected);
  };

  const send = async (form: FormData) => {
    setProgress(0);
    try {
      const data = await sendActivation(form, setProgress);
      const state: PostActivateState = {
        recipient: data.recipient,
        channel: data.channel,
        newAccount: data.newAccount,
      };
      void navigate('/post-activate', { state });
    } catch (error) {
      failed(error);
    } finally {
      setProgress(null);
    }
  };

  return { progress, failure, closeFailure: () => setFailure(null), send };
}
