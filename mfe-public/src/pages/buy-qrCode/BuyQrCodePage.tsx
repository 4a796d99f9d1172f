// `/buy-qrCode` (spec public §2, §4 "Purchase flow", §5 "Purchase", §8 "Purchase"): the buyer's data and
// address, an optional other shipping address, optional registration, both terms, the total from the
// server's prices; then the order (POST /api/qrcodes/qrCode), the payment modal, and /successo.
import { useCallback, useEffect, useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import {
  AddressPicker,
  ApiError,
  Button,
  ITALY_NATION_ID,
  MESSAGES,
  api,
  formatEuro,
  useSession,
  type ContactType,
} from '@ricordo/shared-design';
import { PaymentModal, rememberOrderKey, type PayableOrder } from '../../common/payment';
import {
  BuyerIdentityFields,
  type BuyerIdentityField,
  type BuyerIdentityValues,
} from '../../common/forms/BuyerIdentityFields';
import { TermsCheckbox } from '../../common/forms/TermsCheckbox';
import { TEXTS } from '../../common/texts';
import '../../common/pages.css';
import './buy.css';
import { useGeneratedUsername } from '../registrazione/useGeneratedUsername';
import { useSubmitOnceUsername } from '../registrazione/useSubmitOnceUsername';
import { FIELD_IDS, focusField } from './buy-field-ids';
import { PurchasePrompts, type PurchasePrompt } from './PurchasePrompts';
import { EMPTY_PURCHASE, errorsOfServerFields, prefilledFrom } from './purchase-form-state';
import {
  PURCHASE_FIELD_ORDER,
  purchaseBody,
  validatePurchase,
  type PurchaseErrors,
  type PurchaseField,
  type PurchaseValues,
} from './purchase-rules';
import { RegisterFields } from './RegisterFields';
import { ShippingFields } from './ShippingFields';
import { useQrTotal } from './useQrTotal';
import { successPath } from '../successo/success-path';
import { BUY_TEXTS } from './buy-texts';

/** data of POST /api/qrcodes/qrCode (docs/contracts.md "Plaques"). */
interface CreatedOrder {
  orderid: number;
  orderKey: string;
  amountCents: number;
  register: boolean;
}

export function BuyQrCodePage() {
  const navigate = useNavigate();
  const user = useSession((state) => state.user);
  const [values, setValues] = useState<PurchaseValues>(EMPTY_PURCHASE);
  const { username, status: usernameStatus } = useGeneratedUsername(
    values.register ? values.name : '',
    values.register ? values.surname : '',
  );
  const { form, waiting: waitingForUsername, wait: waitForUsername } = useSubmitOnceUsername(usernameStatus);
  const [errors, setErrors] = useState<PurchaseErrors>({});
  const totalCents = useQrTotal();
  const [busy, setBusy] = useState(false);
  const [prompt, setPrompt] = useState<PurchasePrompt | null>(null);
  const [order, setOrder] = useState<(PayableOrder & { register: boolean }) | null>(null);
  const loggedIn = user !== null;

  // spec public §6: a logged-in buyer's form is prefilled and the e-mail locked (also after the dialog's login).
  useEffect(() => {
    if (user) setValues((current) => prefilledFrom(user, current));
  }, [user]);

  const change = <K extends keyof PurchaseValues>(
    key: K,
    value: PurchaseValues[K],
    field?: PurchaseField,
  ) => {
    setValues((current) => ({ ...current, [key]: value }));
    if (field) setErrors((current) => (current[field] ? { ...current, [field]: undefined } : current));
  };
  const changeBuyer = (patch: Partial<BuyerIdentityValues>) => {
    for (const [key, value] of Object.entries(patch) as Array<[BuyerIdentityField, string]>)
      change(key, value, key);
    if (patch.telephone !== undefined && errors.email === MESSAGES.emailOrPhone)
      setErrors((current) => ({ ...current, email: undefined }));
  };
  const onContactMethod = useCallback((value: ContactType | null) => {
    setValues((current) => ({ ...current, contactMethod: value }));
    setErrors((current) => ({ ...current, contactMethod: undefined }));
  }, []);

  const showErrors = (found: PurchaseErrors) => {
    setErrors(found);
    const first = PURCHASE_FIELD_ORDER.find((field) => found[field]);
    if (first) focusField(first, found);
  };

  const failed = (error: unknown) => {
    if (!(error instanceof ApiError)) {
      setPrompt({ kind: 'error', message: MESSAGES.unexpected });
      return;
    }
    switch (error.errorCode) {
      case 'TELEPHONE_ALREADY_EXISTS':
        showErrors({ telephone: error.message });
        setPrompt({ kind: 'login', notice: error.message, username: '' });
        return;
      case 'EMAIL_ALREADY_EXISTS':
        showErrors({ email: error.message });
        setPrompt({ kind: 'login', notice: error.message, username: values.email.trim() });
        return;
      case 'ACCOUNT_EXISTS':
        setPrompt({
          kind: 'login',
          notice: error.message || BUY_TEXTS.accountExists,
          username: values.email.trim(),
        });
        return;
      case 'PRIOR_PURCHASE':
        setPrompt({ kind: 'prior-purchase', message: error.message || BUY_TEXTS.priorPurchase });
        return;
      default: {
        const fieldErrors = errorsOfServerFields(
          (error.envelope?.data as { fields?: unknown } | null)?.fields,
        );
        if (Object.keys(fieldErrors).length > 0) showErrors(fieldErrors);
        else setPrompt({ kind: 'error', message: error.message || MESSAGES.unexpected });
      }
    }
  };

  const send = async (continueWithout: boolean) => {
    const current: PurchaseValues = {
      ...values,
      register: values.register && !loggedIn,
      username,
      usernameStatus,
    };
    const found = validatePurchase(current);
    if (Object.values(found).some(Boolean)) {
      showErrors(found);
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      const { data } = await api.post<CreatedOrder>(
        '/qrcodes/qrCode',
        purchaseBody(current, continueWithout),
      );
      rememberOrderKey(data.orderid, data.orderKey);
      setOrder({
        orderid: data.orderid,
        orderKey: data.orderKey,
        amountCents: data.amountCents,
        type: 'qrcode',
        register: Boolean(data.register),
      });
    } catch (error) {
      failed(error);
    } finally {
      setBusy(false);
    }
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    if (values.register && !loggedIn && usernameStatus === 'suggesting') {
      waitForUsername();
      return;
    }
    void send(false);
  };

  return (
    <>
      <form
        ref={form}
        className="pub-card-page pub-form pub-buy"
        noValidate
        aria-labelledby="pub-buy-title"
        onSubmit={submit}
      >
        <h1 id="pub-buy-title">{BUY_TEXTS.title}</h1>
        <p>{BUY_TEXTS.intro}</p>
        <p>
          <Link to="/memorial?1000">{BUY_TEXTS.demoLink}</Link>
        </p>
        {!loggedIn && (
          <p className="pub-muted">
            {BUY_TEXTS.haveAccount}{' '}
            <button
              type="button"
              className="rc-button rc-button--text"
              onClick={() => setPrompt({ kind: 'login', notice: null, username: '' })}
            >
              {MESSAGES.login}
            </button>
          </p>
        )}
        <h2 className="pub-buy-section">{BUY_TEXTS.buyerData}</h2>
        <BuyerIdentityFields
          ids={FIELD_IDS}
          values={values}
          errors={errors}
          onChange={changeBuyer}
          loggedIn={loggedIn}
          emailLockedHint={BUY_TEXTS.emailLocked}
        />
        <AddressPicker
          id={FIELD_IDS.address}
          legend={BUY_TEXTS.address}
          value={values.address}
          errors={
            errors.addressFields ??
            (errors.address
              ? {
                  [values.address.nationID === ITALY_NATION_ID ? 'address' : 'completeAddress']:
                    errors.address,
                }
              : undefined)
          }
          onChange={(value) => {
            change('address', value, 'address');
            setErrors((current) => ({ ...current, addressFields: undefined }));
          }}
        />
        <ShippingFields
          values={values}
          errors={errors}
          onShipping={(shipping) => change('shipping', shipping)}
          onName={(value) => change('shippingName', value, 'shippingName')}
          onSurname={(value) => change('shippingSurname', value, 'shippingSurname')}
          onAddress={(value) => {
            change('shippingAddress', value, 'shippingAddress');
            setErrors((current) => ({ ...current, shippingAddressFields: undefined }));
          }}
        />
        {!loggedIn && (
          <RegisterFields
            values={values}
            errors={errors}
            username={username}
            usernameStatus={usernameStatus}
            onRegister={(register) => change('register', register, 'username')}
            onContactMethod={onContactMethod}
          />
        )}
        <TermsCheckbox
          id={FIELD_IDS.terms}
          checked={values.terms}
          error={errors.terms}
          onChange={(terms) => change('terms', terms, 'terms')}
          before={TEXTS.termsBefore}
          to="/terms"
          linkText={TEXTS.termsLink}
        />
        <TermsCheckbox
          id={FIELD_IDS.buyTerms}
          checked={values.buyTerms}
          error={errors.buyTerms}
          onChange={(buyTerms) => change('buyTerms', buyTerms, 'buyTerms')}
          before={TEXTS.termsBefore}
          to="/buy-terms"
          linkText={BUY_TEXTS.buyTermsLink}
        />
        <p className="pub-buy-total" aria-live="polite">
          {BUY_TEXTS.total} <strong data-testid="buy-total">{formatEuro(totalCents)}</strong>
        </p>
        <Button type="submit" loading={busy || waitingForUsername} fullWidth>
          {MESSAGES.proceed}
        </Button>
      </form>
      <PurchasePrompts
        prompt={prompt}
        onClose={() => setPrompt(null)}
        onContinueWithout={() => {
          setPrompt(null);
          void send(true);
        }}
        onRegister={() => {
          setPrompt(null);
          change('register', true);
          window.setTimeout(() => focusField('username', {}), 0);
        }}
      />
      {order && (
        <PaymentModal
          order={order}
          onPaid={(result) =>
            void navigate(
              successPath({
                register: order.register || Boolean(result.register),
                account: loggedIn,
                orderid: order.orderid,
              }),
            )
          }
        />
      )}
    </>
  );
}
