// `/flowers` — the dedication order form (spec public §2 "Order form for dedications", §3, §4 "Dedication
// order", §5, §9): type and deceased from the search string, price from the server (unknown → /pricing),
// the form's checks, the upload with its progress, then either the automatic activation (price 0) or the
// payment modal; both end on /Conferma. A logged-in user's data come from the session. The server draws the
// form of a purchase card's address (issue 13); it works only with JavaScript, so it is drawn disabled
// until the browser has taken it over (nothing typed before that could be lost, and no order is sent
// without the browser's checks and payment).
import { useCallback, useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { Link, Navigate, useLocation, useNavigate } from 'react-router-dom';
import {
  ApiError,
  Button,
  DEDICATION_NAMES,
  Dialog,
  EMPTY_ADDRESS,
  MESSAGES,
  Spinner,
  formatPrice,
  roleOf,
  toPublicId,
  useSession,
  type ContactType,
  type UserData,
} from '@ricordo/shared-design';
import { savedAddressOf } from '../../common/forms/saved-address';
import { SupportHours } from '../../common/SupportHours';
import { TEXTS } from '../../common/texts';
import { PaymentModal, rememberOrderKey, type PayableOrder } from '../../common/payment';
import '../../common/pages.css';
import { useForgetEmbeddedData, useHydrated } from '../memorial/ssr-data';
import { BuyerFields } from './BuyerFields';
import { DedicationFields } from './DedicationFields';
import { focusField } from './field-ids';
import { parseFlowersQuery } from './flowers-query';
import {
  FIELD_ORDER,
  hasErrors,
  validateDedicationForm,
  type DedicationErrors,
  type DedicationFormValues,
} from './flowers-rules';
import { FLOWERS_TEXTS } from './flowers-texts';
import { dedicationFormData, fieldErrorsOf, fieldOfErrorCode, sendDedication } from './send-dedication';
import { useDedicationOffer } from './useDedicationOffer';
import './flowers.css';

function emptyValues(type: DedicationFormValues['type'], message: string, region: number | null) {
  return {
    type,
    loggedIn: false,
    partner: false,
    dedic: message.slice(0, 1000),
    signWithName: false,
    signature: '',
    files: [],
    flowers: null,
    deliveryNotes: '',
    name: '',
    surname: '',
    email: '',
    telephone: '',
    cf: '',
    address: { ...EMPTY_ADDRESS, region },
    register: false,
    username: '',
    contactMethod: null,
    terms: false,
    buyTerms: false,
  } satisfies DedicationFormValues;
}

/** spec public §6: a logged-in user's order form is prefilled from the session. */
function fromSession(user: UserData): Partial<DedicationFormValues> {
  const address = savedAddressOf(user);
  return {
    loggedIn: true,
    partner: roleOf(user) === 'partner',
    name: user.name ?? '',
    surname: user.surname ?? '',
    email: user.email ?? '',
    telephone: user.telephone ?? '',
    cf: user.cf ?? '',
    contactMethod: user.preferred_contact?.type ?? null,
    register: false,
    ...(address ? { address } : {}),
  };
}

export function FlowersPage() {
  const location = useLocation();
  const navigate = useNavigate();
  const query = useMemo(() => parseFlowersQuery(location.search), [location.search]);
  const offer = useDedicationOffer(query.type, query.deceasedId);
  useForgetEmbeddedData();
  const hydrated = useHydrated();
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

  if (!query.type || offer.status === 'unavailable') return <Navigate to="/pricing" replace />;
  const type = query.type;
  const deceasedId = query.deceasedId;

  if (deceasedId === null) {
    return (
      <section className="pub-card-page" aria-labelledby="pub-flowers-title">
        <h1 id="pub-flowers-title">{FLOWERS_TEXTS.title}</h1>
        <p>{FLOWERS_TEXTS.noDeceased}</p>
        <Link to="/">{TEXTS.backHome}</Link>
        <SupportHours />
      </section>
    );
  }

  const price =
    type === 'fiori-reali' ? (values.flowers ? offer.flowerPrices[values.flowers] : null) : offer.price;
  const free = type !== 'fiori-reali' && offer.price === 0;

  /** spec public §5: on failure the view scrolls to the form, and the first field in error gets focus. */
  const showErrors = (found: DedicationErrors) => {
    setErrors(found);
    form.current?.scrollIntoView?.({ behavior: 'smooth', block: 'start' });
    const first = FIELD_ORDER.find((field) => found[field]);
    if (first) focusField(first);
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy || offer.status !== 'ready') return;
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

  const title = FLOWERS_TEXTS.titleFor(offer.deceasedName);
  return (
    <form
      ref={form}
      className="pub-card-page pub-form pub-flowers"
      noValidate
      aria-labelledby="pub-flowers-title"
      onSubmit={(event) => void submit(event)}
    >
      <h1 id="pub-flowers-title">{title}</h1>
      <p className="pub-flowers__product">
        <strong>{DEDICATION_NAMES[type]}</strong>
        {type !== 'fiori-reali' && (
          <span>
            {FLOWERS_TEXTS.price}:{' '}
            {offer.status === 'ready' && free ? formatPrice(0) : formatPrice(offer.price)}
          </span>
        )}
      </p>
      {type !== 'fiori-reali' && <p className="pub-muted">{FLOWERS_TEXTS.pendingApproval}</p>}
      {offer.status === 'failed' && (
        <div className="pub-alert" role="alert">
          <span>{MESSAGES.unexpected}</span>
          <Button variant="secondary" onClick={offer.retry}>
            {MESSAGES.retry}
          </Button>
        </div>
      )}
      <fieldset className="pub-flowers__section" disabled={busy || !hydrated}>
        <legend>{FLOWERS_TEXTS.dedicationSection}</legend>
        <DedicationFields
          type={type}
          values={values}
          errors={errors}
          flowerPrices={offer.flowerPrices}
          onChange={update}
        />
      </fieldset>
      <fieldset className="pub-flowers__section" disabled={busy || !hydrated}>
        <legend>{FLOWERS_TEXTS.buyerSection}</legend>
        <BuyerFields values={values} errors={errors} onChange={update} onContactMethod={onContactMethod} />
      </fieldset>
      {!free && (
        <p className="pub-flowers__total">
          {FLOWERS_TEXTS.total}: <strong>{formatPrice(price)}</strong>
        </p>
      )}
      {busy && (
        <div className="pub-flowers__progress">
          <Spinner percent={percent} label={FLOWERS_TEXTS.uploading} />
          <span role="status">{FLOWERS_TEXTS.uploading}</span>
        </div>
      )}
      <Button type="submit" loading={busy || offer.status === 'loading'} disabled={!hydrated} fullWidth>
        {free ? FLOWERS_TEXTS.send : FLOWERS_TEXTS.pay}
      </Button>
      <SupportHours />
      <Dialog
        open={serverError !== null}
        title={MESSAGES.error}
        onClose={() => setServerError(null)}
        actions={<Button onClick={() => setServerError(null)}>{MESSAGES.close}</Button>}
      >
        <p>{serverError}</p>
      </Dialog>
      {order && (
        <PaymentModal
          order={order}
          onPaid={(result) =>
            void navigate(`/Conferma?data=${result.orderid}&deceasedID=${toPublicId(deceasedId)}`)
          }
        />
      )}
    </form>
  );
}
