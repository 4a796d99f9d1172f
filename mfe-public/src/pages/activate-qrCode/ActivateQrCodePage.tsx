// `/activate-qrCode` and `/richiedi-qrCode` (spec public §2, §5 "Activation", §6, §8 "Activation failure";
// docs/contracts.md "Plaques"): the plaque's code (filled in from a scan, `?code=`) and verification code,
// the deceased's data, the tombstone photo, the aphorism, the burial place, and the owner (the signed-in
// account — an anonymous visitor is asked to log in first — or, as the second path, a newcomer registering
// on the way; a partner may start from one of its notices, `?obituaryID=`).
// The data go with the photo in one upload; the owner confirms them from the message sent, see /post-activate.
import { useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import {
  Button,
  MESSAGES,
  Spinner,
  roleOf,
  useSession,
  type AddressValue,
  type ContactType,
} from '@ricordo/shared-design';
import type { BuyerIdentityValues } from '../../common/forms/BuyerIdentityFields';
import { TermsCheckbox } from '../../common/forms/TermsCheckbox';
import { TEXTS } from '../../common/texts';
import '../../common/pages.css';
import { useGeneratedUsername } from '../registrazione/useGeneratedUsername';
import { useSubmitOnceUsername } from '../registrazione/useSubmitOnceUsername';
import { FIELD_IDS, activationFormData, todayInRome, validateActivation } from './activation-rules';
import { ACTIVATION_TEXTS } from './activation-texts';
import { ActivationDialogs } from './ActivationDialogs';
import { ActivationLoginGate } from './ActivationLoginGate';
import { DeceasedFields } from './DeceasedFields';
import { NoticePicker } from './NoticePicker';
import { OwnerFields } from './OwnerFields';
import { PlaqueFields } from './PlaqueFields';
import { TombstoneFields } from './TombstoneFields';
import { useActivationForm, useActivationUpload } from './useActivationForm';
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
  const [params] = useSearchParams();
  const status = useSession((state) => state.status);
  const user = useSession((state) => state.user);
  const signedIn = user !== null;
  const isPartner = roleOf(user) === 'partner';
  // A partner's notice the partner panel opened this page for (`?obituaryID=`).
  const preselected = idOf(params.get('obituaryID'));
  const { values, errors, setErrors, change, showErrors, applyNotice, aphorisms, notices } =
    useActivationForm(params.get('code') ?? '', isPartner, preselected);
  const [askNoPhoto, setAskNoPhoto] = useState(false);
  const [loginOpen, setLoginOpen] = useState(false);
  // spec public §6: login first; an anonymous visitor may choose to register on the way instead.
  const [registering, setRegistering] = useState(false);
  const check = useCodeCheck(values.qrCode);
  const { username, status: usernameStatus } = useGeneratedUsername(
    signedIn ? '' : values.name,
    signedIn ? '' : values.surname,
  );
  const { form, waiting, wait } = useSubmitOnceUsername(usernameStatus);
  const upload = useActivationUpload(showErrors);
  const { progress } = upload;
  const today = todayInRome();
  const send = () => void upload.send(activationFormData({ ...values, username, usernameStatus }, signedIn));

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
    send();
  };

  if (status === 'unknown') {
    return (
      <div className="pub-center">
        <Spinner />
      </div>
    );
  }

  if (!signedIn && !registering) {
    return <ActivationLoginGate check={check} onRegister={() => setRegistering(true)} />;
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
          onQrCode={(qrCode) => change({ qrCode })}
          onSecureCode={(secureCode) => change({ secureCode })}
        />
        {isPartner && notices.length > 0 && (
          <NoticePicker
            notices={notices}
            value={values.obituaryId}
            error={errors.obituaryId}
            onChange={applyNotice}
          />
        )}
        <DeceasedFields values={values} errors={errors} today={today} onChange={(patch) => change(patch)} />
        <TombstoneFields
          values={values}
          errors={errors}
          aphorisms={aphorisms}
          onChange={(patch) => change(patch)}
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
          onIdentity={(patch: Partial<BuyerIdentityValues>) => change(patch)}
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
          onChange={(terms) => change({ terms })}
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
      <ActivationDialogs
        askNoPhoto={askNoPhoto}
        onNoPhoto={(sendNow) => {
          setAskNoPhoto(false);
          if (sendNow) send();
        }}
        failure={upload.failure}
        onCloseFailure={upload.closeFailure}
        loginOpen={loginOpen}
        onCloseLogin={() => setLoginOpen(false)}
      />
    </>
  );
}
