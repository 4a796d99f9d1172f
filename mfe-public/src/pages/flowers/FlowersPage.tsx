// `/flowers` — the dedication order form (spec public §2 "Order form for dedications", §3, §4 "Dedication
// order", §5, §9): type and deceased from the search string, price from the server (unknown → /pricing),
// the form's checks, the upload with its progress, then either the automatic activation (price 0) or the
// payment modal; both end on /Conferma. A logged-in user's data come from the session. The server draws the
// form of a purchase card's address (backend web/flowers-page.ts); it works only with JavaScript, so it is
// drawn disabled until the browser has taken it over (nothing typed before that could be lost, and no order
// is sent without the browser's checks and payment).
import { useMemo } from 'react';
import { Link, Navigate, useLocation, useNavigate } from 'react-router-dom';
import {
  Button,
  DEDICATION_NAMES,
  Dialog,
  MESSAGES,
  Spinner,
  formatPrice,
  toPublicId,
} from '@ricordo/shared-design';
import { SupportHours } from '../../common/SupportHours';
import { TEXTS } from '../../common/texts';
import { PaymentModal } from '../../common/payment';
import '../../common/pages.css';
import { useForgetEmbeddedData, useHydrated } from '../memorial/ssr-data';
import { BuyerFields } from './BuyerFields';
import { DedicationFields } from './DedicationFields';
import { parseFlowersQuery } from './flowers-query';
import { FLOWERS_TEXTS } from './flowers-texts';
import { useDedicationOffer } from './useDedicationOffer';
import { useDedicationOrder } from './useDedicationOrder';
import './flowers.css';

export function FlowersPage() {
  const location = useLocation();
  const navigate = useNavigate();
  const query = useMemo(() => parseFlowersQuery(location.search), [location.search]);
  const offer = useDedicationOffer(query.type, query.deceasedId);
  useForgetEmbeddedData();
  const hydrated = useHydrated();
  const {
    form,
    values,
    errors,
    busy,
    percent,
    serverError,
    closeServerError,
    order,
    update,
    onContactMethod,
    submit,
  } = useDedicationOrder(query);

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

  const title = FLOWERS_TEXTS.titleFor(offer.deceasedName);
  return (
    <form
      ref={form}
      className="pub-card-page pub-form pub-flowers"
      noValidate
      aria-labelledby="pub-flowers-title"
      onSubmit={(event) => void submit(event, type, deceasedId, offer.status === 'ready')}
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
        onClose={closeServerError}
        actions={<Button onClick={closeServerError}>{MESSAGES.close}</Button>}
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
