// The order form's state (spec public §4 "Dedication order", §5, §6): its values (a logged-in user's from
// the session), the changes that clear a field's error, and the sending: the form's checks, the upload with
// its progress, then the automatic activation (price 0, on to /Conferma) or the order to pay.
import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import {
  ApiError,
  MESSAGES,
  toPublicId,
  useSession,
  type ContactType,
  type DedicationType,
} from '@ricordo/shared-design';
import { rememberOrderKey, type PayableOrder } from '../../common/payment';
import { emptyValues, fromSession } from './dedication-order-values';
import { focusField } from './field-ids';
import type { FlowersQuery } from './flowers-query';
import {
  FIELD_ORDER,
  hasErrors,
  validateDedicationForm,
  type DedicationErrors,
  type DedicationFormValues,
} from './flowers-rules';
import { dedicationFormData, fieldErrorsOf, fieldOfErrorCode, sendDedication } from './send-dedication';

export function useDedicationOrder(query: FlowersQuery) {
  const navigate = useNavigate();
  const user = useSession((state) => (state.status === 'authenticated' ? state.user : null));
  const [values, setValues] = useState<DedicationFormValues>(() =>
    emptyValues(query.type ?? 'dedica-cero', query.message, query.region),
  );
  const [errors, setErrors] = useState<DedicationErrors>({});
  const [busy, setBusy] = useState(false);
  const [percent, setPercent] = useState<number | null>(null);
  const [serverError, setServerError] = useState<string | null>(null);
  const [order, setOrder] = useState<PayableOrder | null>(null);
  const form = useRef<HTMLFormElement>(null);
  const prefilledFor = useRef<number | null>(null);

  useEffect(() => {
    if (!user || prefilledFor.current === user.user_id) return;
    prefilledFor.current = user.user_id;
    setValues((current) => ({ ...current, ...fromSession(user) }));
  }, [user]);

  const update = useCallback((patch: Partial<DedicationFormValues>) => {
    setValues((current) => ({ ...current, ...patch }));
    setErrors((current) => {
      const next = { ...current };
      for (const key of Object.keys(patch)) {
        if (key === 'files') delete next.file;
        else if (key === 'address') {
          delete next.address;
          delete next.addressFields;
        } else if (key === 'email') {
          delete next.email;
          if (next.telephone === MESSAGES.emailOrPhone) delete next.telephone;
        } else delete next[key as keyof DedicationErrors];
      }
      return next;
    });
  }, []);
  const onContactMethod = useCallback(
    (contactMethod: ContactType | null) => update({ contactMethod }),
    [update],
  );

  /** spec public §5: on failure the view scrolls to the form, and the first field in error gets focus. */
  const showErrors = (found: DedicationErrors) => {
    setErrors(found);
    form.current?.scrollIntoView?.({ behavior: 'smooth', block: 'start' });
    const first = FIELD_ORDER.find((field) => found[field]);
    if (first) focusField(first);
  };

  /** The form's submit, once the price is known (`ready`). */
  const submit = async (
    event: FormEvent<HTMLFormElement>,
    type: DedicationType,
    deceasedId: number,
    ready: boolean,
  ) => {
    event.preventDefault();
    if (busy || !ready) return;
    const found = validateDedicationForm({ ...values, type });
    if (hasErrors(found)) {
      showErrors(found);
      return;
    }
    setErrors({});
    setBusy(true);
    setPercent(values.files.length > 0 ? 0 : null);
    try {
      const answer = await sendDedication(dedicationFormData(values, type, deceasedId), (value) =>
        setPercent(values.files.length > 0 ? value : null),
      );
      const deceasedParam = toPublicId(deceasedId);
      if (answer.autoAttivata || answer.orderid === null || !answer.orderKey) {
        void navigate(
          `/Conferma?data=${answer.orderid ?? ''}&deceasedID=${deceasedParam}&dedicaAutoAttivata=1`,
        );
        return;
      }
      rememberOrderKey(answer.orderid, answer.orderKey);
      setOrder({
        orderid: answer.orderid,
        orderKey: answer.orderKey,
        type: 'dedic',
        amountCents: answer.amountCents,
      });
    } catch (error) {
      if (!(error instanceof ApiError)) {
        setServerError(MESSAGES.unexpected);
        return;
      }
      const fieldErrors = fieldErrorsOf(error);
      const codeField = fieldOfErrorCode(error.errorCode);
      if (codeField && !fieldErrors[codeField]) fieldErrors[codeField] = error.message;
      if (hasErrors(fieldErrors)) showErrors(fieldErrors);
      else setServerError(error.message || MESSAGES.unexpected);
    } finally {
      setBusy(false);
      setPercent(null);
    }
  };

  return {
    form,
    values,
    errors,
    busy,
    percent,
    serverError,
    closeServerError: () => setServerError(null),
    order,
    update,
    onContactMethod,
    submit,
  };
}
