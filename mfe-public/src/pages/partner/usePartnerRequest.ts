// The /partner form's state (spec public §4 "Partner form submit", §5 "Partner", §8 "Partner"): its values
// and errors, the username generated from the company name, the captcha, and the sending with its progress.
// A refusal whose errorCode names a field marks and focuses it; a failed captcha is improper use and sends
// the visitor away; success goes to /partner-registrato.
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { ApiError, MESSAGES, api } from '@ricordo/shared-design';
import { useCaptcha } from '../../common/forms/Captcha';
import { useGeneratedUsername } from '../registrazione/useGeneratedUsername';
import {
  EMPTY_PARTNER,
  FIELD_IDS,
  FIELD_ORDER,
  fieldOfErrorCode,
  hasNoMedia,
  partnerFormData,
  validatePartner,
  type PartnerErrors,
  type PartnerField,
  type PartnerValues,
} from './partner-rules';
import { PARTNER_TEXTS as T } from './partner-texts';

/** New values for some fields, and the fields whose errors go with them. */
export type ChangePartner = (patch: Partial<PartnerValues>, fields: PartnerField[]) => void;

function focusField(field: PartnerField) {
  document.getElementById(FIELD_IDS[field])?.focus();
}

export function usePartnerRequest() {
  const navigate = useNavigate();
  const [values, setValues] = useState<PartnerValues>(EMPTY_PARTNER);
  const [errors, setErrors] = useState<PartnerErrors>({});
  const [askNoMedia, setAskNoMedia] = useState(false);
  const [progress, setProgress] = useState<number | null>(null);
  const [failure, setFailure] = useState<{ message: string; leave: boolean } | null>(null);
  const { username, status } = useGeneratedUsername(values.name, null);
  const captcha = useCaptcha();

  const change: ChangePartner = (patch, fields) => {
    setValues((current) => ({ ...current, ...patch }));
    setErrors((current) => {
      const next = { ...current };
      for (const field of fields) delete next[field];
      return next;
    });
  };

  const send = async () => {
    setProgress(0);
    try {
      const altcha = await captcha.take();
      await api.call('sendformPartner', {
        body: partnerFormData(values, username, altcha),
        onProgress: setProgress,
      });
      void navigate('/partner-registrato');
    } catch (error) {
      if (!(error instanceof ApiError)) {
        setFailure({ message: MESSAGES.unexpected, leave: false });
        return;
      }
      const serverFields = (error.envelope?.data as { fields?: Record<string, string> } | null)?.fields;
      const field = fieldOfErrorCode(error.errorCode);
      if (field) {
        setErrors({ [field]: error.message });
        focusField(field);
        return;
      }
      if (serverFields) {
        const mapped: PartnerErrors = {};
        for (const [name, message] of Object.entries(serverFields)) {
          const known = FIELD_ORDER.find((candidate) => candidate === name);
          mapped[known ?? 'address'] = message;
        }
        setErrors(mapped);
        const first = FIELD_ORDER.find((candidate) => mapped[candidate]);
        if (first) focusField(first);
        return;
      }
      // spec public §5: a failed captcha on the partner form is improper use; the visitor is sent away.
      if (error.errorCode === 'CAPTCHA_INVALID') setFailure({ message: T.improperUse, leave: true });
      else setFailure({ message: error.message, leave: false });
    } finally {
      setProgress(null);
    }
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (progress !== null) return;
    const found = validatePartner(values, username, status);
    setErrors(found);
    const first = FIELD_ORDER.find((field) => found[field]);
    if (first) return focusField(first);
    if (hasNoMedia(values)) return setAskNoMedia(true);
    void send();
  };

  /** The answer to 'no media?': sending anyway, or back to the form. */
  const answerNoMedia = (sendNow: boolean) => {
    setAskNoMedia(false);
    if (sendNow) void send();
  };

  const closeFailure = () => {
    const leave = failure?.leave;
    setFailure(null);
    if (leave) void navigate('/');
  };

  return {
    values,
    errors,
    setErrors,
    change,
    username,
    usernameStatus: status,
    captchaState: captcha.state,
    progress,
    submit,
    askNoMedia,
    answerNoMedia,
    failure,
    closeFailure,
  };
}
