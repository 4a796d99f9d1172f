// `/buy-qrCode` (spec public §2, §4 "Purchase flow", §5 "Purchase", §8 "Purchase"): the buyer's data and
// address, an optional other shipping address, optional registration, both terms, the total from the
// server's prices; then the order (POST /api/qrcodes/qrCode), the payment modal, and /successo.
import { Link, useNavigate } from 'react-router-dom';
import { Button, MESSAGES, formatEuro } from '@ricordo/shared-design';
import { PaymentModal } from '../../common/payment';
import { BuyerIdentityFields } from '../../common/forms/BuyerIdentityFields';
import '../../common/pages.css';
import './buy.css';
import { FIELD_IDS, focusField } from './buy-field-ids';
import { BuyerAddressField } from './BuyerAddressField';
import { PurchasePrompts } from './PurchasePrompts';
import { PurchaseTerms } from './PurchaseTerms';
import { RegisterFields } from './RegisterFields';
import { ShippingFields } from './ShippingFields';
import { usePurchaseForm } from './usePurchaseForm';
import { useQrTotal } from './useQrTotal';
import { successPath } from '../successo/success-path';
import { BUY_TEXTS } from './buy-texts';

/** data of POST /api/qrcodes/qrCode (docs/contracts.md "Plaques"). */
export function BuyQrCodePage() {
  const navigate = useNavigate();
  const purchase = usePurchaseForm();
  const { values, errors, setErrors, change, loggedIn, order, setPrompt } = purchase;
  const totalCents = useQrTotal();

  return (
    <>
      <form
        ref={purchase.form}
        className="pub-card-page pub-form pub-buy"
        noValidate
        aria-labelledby="pub-buy-title"
        onSubmit={purchase.submit}
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
          onChange={purchase.changeBuyer}
          loggedIn={loggedIn}
          emailLockedHint={BUY_TEXTS.emailLocked}
        />
        <BuyerAddressField
          value={values.address}
          errors={errors}
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
            username={purchase.username}
            usernameStatus={purchase.usernameStatus}
            onRegister={(register) => change('register', register, 'username')}
            onContactMethod={purchase.onContactMethod}
            onNotificationFrequency={(value) =>
              change('notificationFrequency', value, 'notificationFrequency')
            }
          />
        )}
        <PurchaseTerms
          terms={values.terms}
          buyTerms={values.buyTerms}
          errors={errors}
          onTerms={(terms) => change('terms', terms, 'terms')}
          onBuyTerms={(buyTerms) => change('buyTerms', buyTerms, 'buyTerms')}
        />
        <p className="pub-buy-total" aria-live="polite">
          {BUY_TEXTS.total} <strong data-testid="buy-total">{formatEuro(totalCents)}</strong>
        </p>
        <Button type="submit" loading={purchase.loading} fullWidth>
          {MESSAGES.proceed}
        </Button>
      </form>
      <PurchasePrompts
        prompt={purchase.prompt}
        onClose={() => setPrompt(null)}
        onContinueWithout={() => {
          setPrompt(null);
          void purchase.send(true);
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
