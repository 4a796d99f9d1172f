// `/activate-qrCode` and `/richiedi-qrCode` (spec public §2, §5 "Activation", §6, §8 "Activation failure";
// docs/contracts.md "Plaques"): the plaque's code (filled in from a scan, `?code=`) and verification code,
// the deceased's data, the tombstone photo, the aphorism, the burial place, and the owner (the signed-in
// account, or a newcomer registering on the way; a partner may start from one of its notices, `?obituaryID=`).
// The data go with the photo in one upload; the owner confirms them from the message sent, see /post-activate.
import { useCallback, useEffect, useState, type FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import {
  ApiError,
  Button,
  ConfirmDialog,
  Dialog,
  MESSAGES,
  Spinner,
  isAbortError,
  roleOf,
  useSession,
  type AddressValue,
  type ContactType,
} from '@ricordo/shared-design';
import type { BuyerIdentityField, BuyerIdentityValues } from '../../common/forms/BuyerIdentityFields';
import { TermsCheckbox } from '../../common/forms/TermsCheckbox';
import { TEXTS } from '../../common/texts';
import '../../common/pages.css';
import { LoginDialog } from '../buy-qrCode/LoginDialog';
import { useGeneratedUsername } from '../registrazione/useGeneratedUsername';
import { useSubmitOnceUsername } from '../registrazione/useSubmitOnceUsername';
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
  FIELD_IDS,
  activationFormData,
  errorsOfServerFields,
  focusField,
  normalizeCode,
  todayInRome,
  validateActivation,
  type ActivationErrors,
  type ActivationField,
  type ActivationValues,
} from './activation-rules';
import { ACTIVATION_TEXTS } from './activation-texts';
import { DeceasedFields } from './DeceasedFields';
import { NoticePicker } from './NoticePicker';
import { OwnerFields } from './OwnerFields';
import { PlaqueFields } from './PlaqueFields';
import { TombstoneFields } from './TombstoneFields';
import { useCodeCheck } from './useCodeCheck';
import './activation.css';

/** What /post-activate shows: where the confirmation went. */
export interface PostActivateState {
  recipient: string;
  channel: ContactType;
  newAccount: boolean;
}

function idOf(text: string | null): number | null {
  const digits = /^\d{1,12}$/.test(text ?? '') ? Number(text) : 0;
  return digits > 0 ? digits : null;
}

export function ActivateQrCodePage() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const status = useSession((state) => state.status);
  const user = useSession((state) => state.user);
  const signedIn = user !== null;
  const isPartner = roleOf(user) === 'partner';
  const [values, setValues] = useState<ActivationValues>(() => ({
    ...EMPTY_ACTIVATION,
    qrCode: normalizeCode(params.get('code') ?? ''),
  }));
  const [errors, setErrors] = useState<ActivationErrors>({});
  const [aphorisms, setAphorisms] = useState<Aphorism[]>([]);
  const [notices, setNotices] = useState<ActivationNotice[]>([]);
  const [progress, setProgress] = useState<number | null>(null);
  const [askNoPhoto, setAskNoPhoto] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [loginOpen, setLoginOpen] = useState(false);
  const check = useCodeCheck(values.qrCode);
  const { username, status: usernameStatus } = useGeneratedUsername(
    signedIn ? '' : values.name,
    signedIn ? '' : values.surname,
  );
  const { form, waiting, wait } = useSubmitOnceUsername(usernameStatus);
  const today = todayInRome();

  useEffect(() => {
    const controller = new AbortController();
    loadAphorisms(controller.signal).then(setAphorisms, () => undefined);
    return () => controller.abort();
  }, []);

  const applyNotice = useCallback((notice: ActivationNotice | null) => {
    setValues((current) => {
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
    });
    setErrors({});
  }, []);

  // A partner's notices, and the one the partner panel opened this page for (`?obituaryID=`).
  const preselected = idOf(params.get('obituaryID'));
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

  const change = (patch: Partial<ActivationValues>, fields: ActivationField[]) => {
    setValues((current) => ({ ...current, ...patch }));
    setErrors((current) => {
      const next = { ...current };
      for (const field of fields) delete next[field];
      return next;
    });
  };
  const changeKeys = <K extends keyof ActivationValues>(patch: Pick<ActivationValues, K>) =>
    change(patch, Object.keys(patch) as ActivationField[]);

  const showErrors = (found: ActivationErrors) => {
    setErrors(found);
    const first = ACTIVATION_FIELD_ORDER.find((field) => found[field]);
    if (first) focusField(first, found);
  };

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

  const send = async () => {
    setProgress(0);
    try {
      const data = await sendActivation(
        activationFormData({ ...values, username, usernameStatus }, signedIn),
        setProgress,
      );
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

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (progress !== null) return;
    if (!signedIn && usernameStatus === 'suggesting') {
      wait();
      return;
    }
    const found = validateActivation({ ...values, username, usernameStatus }, signedIn, today);
    if (Object.values(found).some(Boolean)) {
      showErrors(found);
      return;
    }
    setErrors({});
    // spec public §5: a missing photo asks first.
    if (values.photo.length === 0) {
      setAskNoPhoto(true);
      return;
    }
    void send();
  };

  if (status === 'unknown') {
    return (
      <div className="pub-center">
        <Spinner />
      </div>
    );
  }

  return (
    <>
      <form
        ref={form}
        className="pub-card-page pub-form pub-activate"
        noValidate
        aria-labelledby="pub-activate-title"
        onSubmit={submit}
      >
        <h1 id="pub-activate-title">{ACTIVATION_TEXTS.title}</h1>
        <p>{ACTIVATION_TEXTS.intro}</p>
        {!signedIn && (
          <p className="pub-muted">
            {ACTIVATION_TEXTS.haveAccount}{' '}
            <button type="button" className="rc-button rc-button--text" onClick={() => setLoginOpen(true)}>
              {MESSAGES.login}
            </button>
          </p>
        )}
        <PlaqueFields
          qrCode={values.qrCode}
          secureCode={values.secureCode}
          errors={errors}
          check={check}
          onQrCode={(qrCode) => changeKeys({ qrCode })}
          onSecureCode={(secureCode) => changeKeys({ secureCode })}
        />
        {isPartner && notices.length > 0 && (
          <NoticePicker
            notices={notices}
            value={values.obituaryId}
            error={errors.obituaryId}
            onChange={applyNotice}
          />
        )}
        <DeceasedFields
          values={values}
          errors={errors}
          today={today}
          onChange={(patch) => change(patch, Object.keys(patch) as ActivationField[])}
        />
        <TombstoneFields
          values={values}
          errors={errors}
          aphorisms={aphorisms}
          onChange={(patch) => change(patch, Object.keys(patch) as ActivationField[])}
          onBurial={(burial: AddressValue) => {
            change({ burial }, ['burial']);
            setErrors((current) => ({ ...current, burialFields: undefined }));
          }}
        />
        <OwnerFields
          user={user}
          values={values}
          errors={errors}
          username={username}
          usernameStatus={usernameStatus}
          onIdentity={(patch: Partial<BuyerIdentityValues>) =>
            change(patch, Object.keys(patch) as BuyerIdentityField[])
          }
          onAddress={(address) => {
            change({ address }, ['address']);
            setErrors((current) => ({ ...current, addressFields: undefined }));
          }}
          onContactMethod={(contactMethod) => change({ contactMethod }, ['contactMethod'])}
        />
        <TermsCheckbox
          id={FIELD_IDS.terms}
          checked={values.terms}
          error={errors.terms}
          onChange={(terms) => changeKeys({ terms })}
          before={TEXTS.termsBefore}
          to="/terms"
          linkText={TEXTS.termsLink}
          privacyHint
        />
        {progress !== null && (
          <div className="pub-activate-progress">
            <Spinner percent={progress} label={ACTIVATION_TEXTS.uploading} />
            <span>{ACTIVATION_TEXTS.uploading}</span>
          </div>
        )}
        <Button type="submit" loading={progress !== null || waiting} fullWidth>
          {MESSAGES.proceed}
        </Button>
        <p className="pub-muted">
          <Link to="/buy-qrCode">{ACTIVATION_TEXTS.buyPlaque}</Link>
        </p>
      </form>
      <ConfirmDialog
        open={askNoPhoto}
        message={ACTIVATION_TEXTS.noPhotoConfirm}
        confirmLabel={ACTIVATION_TEXTS.yes}
        cancelLabel={ACTIVATION_TEXTS.no}
        onCancel={() => {
          setAskNoPhoto(false);
          window.setTimeout(() => focusField('photo', {}), 0);
        }}
        onConfirm={() => {
          setAskNoPhoto(false);
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
      <LoginDialog open={loginOpen} onClose={() => setLoginOpen(false)} />
    </>
  );
}
