// The lamp popup (spec panels §2, §6: only the lamp's manager opens it): its real state, the settings
// (mode, schedules in seconds), its payments, its connected lamps and its deletion.
import { useCallback, useEffect, useState, type FormEvent, type ReactNode } from 'react';
import {
  ApiError,
  Button,
  Checkbox,
  Chip,
  ConfirmDialog,
  Dialog,
  FormMessage,
  formatDate,
  formatDateTime,
  formatEuro,
  isAbortError,
  LAMP_SCHEDULE_MAX_SECONDS,
  MESSAGES,
  Select,
  Spinner,
  TextField,
  romeDay,
  toast,
} from '@ricordo/shared-design';
import { LAMP_MODES, modeLabel } from '@ricordo/shared-design/back-office';
import { formatTime, fromSeconds, parseTime, toSeconds } from '../../panel/lamp-rules';
import {
  addPayment,
  deleteLamp,
  deleteUnit,
  loadLamp,
  loadPayments,
  loadUnits,
  receiptUrl,
  saveSettings,
  toggleUnit,
  type Lamp,
  type LampPayment,
  type LampUnit,
} from './lampade-api';
import { LAMPADE_TEXTS as T } from './lampade-texts';
import { LampStateCell } from './LampStateCell';
import { SubscriberDialog } from '../../subscriber/SubscriberDialog';
import { SUBSCRIBER_TEXTS } from '../../subscriber/subscriber-texts';

/** spec panels §8: "other lamp call failures are only logged"; the popup also says it failed. */
function failed(call: string, error: unknown): string {
  console.error(`${call} failed`, error);
  return error instanceof ApiError ? error.message : MESSAGES.unexpected;
}

function Summary({ lamp, onOpenSubscriber }: { lamp: Lamp; onOpenSubscriber: () => void }) {
  const rows: Array<[string, ReactNode]> = [
    [T.summary.deceased, `${lamp.nomeDefunto} ${lamp.cognomeDefunto}`.trim()],
    [
      T.summary.subscriber,
      lamp.idAbbonato === null ? (
        '—'
      ) : (
        <>
          {lamp.abbonato ?? ''}{' '}
          <Button variant="text" onClick={onOpenSubscriber}>
            {SUBSCRIBER_TEXTS.open}
          </Button>
        </>
      ),
    ],
    [T.summary.state, <LampStateCell key="state" lamp={lamp} />],
    [T.summary.applied, modeLabel(lamp.statoLampadaApplicato)],
    [T.summary.battery, lamp.livelloBatteria === null ? '—' : `${lamp.livelloBatteria}%`],
    [T.summary.firmware, lamp.firmware ?? '—'],
    [
      T.summary.lastCheckin,
      lamp.dataUltimoControllo === null ? T.never : formatDateTime(lamp.dataUltimoControllo),
    ],
    [
      T.summary.paidUntil,
      lamp.dataTermineAccensione === null ? T.notPaid : formatDate(lamp.dataTermineAccensione),
    ],
  ];
  if (lamp.anomalia && lamp.anomaliaDal !== null)
    rows.push([
      T.summary.anomalySince,
      `${formatDateTime(lamp.anomaliaDal)} (${T.anomalyReasons[lamp.motivoAnomalia ?? ''] ?? ''}${lamp.guasto ? `: ${lamp.guasto}` : ''})`,
    ]);
  if (lamp.effettoFiammaFino !== null) rows.push([T.summary.flame, formatDateTime(lamp.effettoFiammaFino)]);
  return (
    <dl className="lamp-summary">
      {rows.map(([label, value]) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** The settings form's fields as they show the lamp's stored settings. */
function settingsForm(lamp: Lamp) {
  const without = fromSeconds(lamp.secondiFunzionamentoSenzaConnessione);
  const next = fromSeconds(lamp.secondiProssimaConnessione);
  return {
    mode: String(lamp.statoLampadaImpostato),
    days: String(without.days),
    withoutTime: formatTime(without).slice(0, 5),
    // A time per connection: hours, minutes and seconds (days fold into hours up to 23 h 59 m 59 s).
    nextTime: next.days > 0 ? '23:59:59' : formatTime(next),
    // 'Canone annuo' as the manager types euros ('30,00'); empty: a renewal costs the last payment.
    fee: lamp.canoneAnnuoCentesimi === null ? '' : formatEuro(lamp.canoneAnnuoCentesimi).replace(/\s?€$/, ''),
  };
}

function Settings({ lamp, onSaved }: { lamp: Lamp; onSaved: (lamp: Lamp) => void }) {
  // The fields show the stored settings rounded (minutes, a day at most): only what the manager changed
  // is sent, so saving unchanged keeps every stored second.
  const [initial] = useState(() => settingsForm(lamp));
  const [mode, setMode] = useState(initial.mode);
  const [days, setDays] = useState(initial.days);
  const [withoutTime, setWithoutTime] = useState(initial.withoutTime);
  const [nextTime, setNextTime] = useState(initial.nextTime);
  const [fee, setFee] = useState(initial.fee);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const withoutChanged = days !== initial.days || withoutTime !== initial.withoutTime;
    const nextChanged = nextTime !== initial.nextTime;
    const problems: Record<string, string> = {};
    const dayCount = Number(days);
    const withoutParts = parseTime(withoutTime);
    const nextParts = parseTime(nextTime);
    if (withoutChanged) {
      if (days.trim() === '' || !Number.isInteger(dayCount) || dayCount < 0) problems.days = MESSAGES.invalid;
      if (!withoutParts) problems.withoutTime = MESSAGES.invalid;
    }
    if (nextChanged && !nextParts) problems.nextTime = MESSAGES.invalid;
    const withoutSeconds =
      withoutParts && !problems.days ? toSeconds({ days: dayCount, ...withoutParts }) : 0;
    const nextSeconds = nextParts ? toSeconds({ days: 0, ...nextParts }) : 0;
    // spec panels §5: at least one second each.
    if (withoutChanged && withoutParts && !problems.days && withoutSeconds < 1)
      problems.withoutTime = T.settings.atLeastOneSecond;
    if (withoutChanged && withoutSeconds > LAMP_SCHEDULE_MAX_SECONDS) problems.days = T.settings.tooLong;
    if (nextChanged && nextParts && nextSeconds < 1) problems.nextTime = T.settings.atLeastOneSecond;
    setErrors(problems);
    if (Object.keys(problems).length > 0) return;
    setSaving(true);
    try {
      const answer = await saveSettings(lamp.idDefunto, {
        ...(mode !== initial.mode ? { mode: Number(mode) } : {}),
        ...(withoutChanged ? { withoutConnection: withoutSeconds } : {}),
        ...(nextChanged ? { nextConnection: nextSeconds } : {}),
        ...(fee.trim() !== initial.fee ? { fee: fee.trim() } : {}),
      });
      toast(answer.message || 'Configurazione aggiornata con successo', 'success');
      // The answer is the lamp as now set: 'in attesa' until the lamp's next check-in confirms it.
      onSaved(answer.data.lampadaData);
    } catch (error) {
      const fields = error instanceof ApiError ? error.fields : {};
      setErrors({
        form: failed('lampadaSet', error),
        ...(fields.secondiSenzaConnessione ? { withoutTime: fields.secondiSenzaConnessione } : {}),
        ...(fields.secondiProssimaConnessione ? { nextTime: fields.secondiProssimaConnessione } : {}),
        ...(fields.canoneAnnuo ? { fee: fields.canoneAnnuo } : {}),
      });
    } finally {
      setSaving(false);
    }
  };

  return (
    <form className="lamp-form" onSubmit={(event) => void submit(event)} noValidate>
      <h3>{T.tabs.settings}</h3>
      <Select
        label={T.settings.mode}
        value={mode}
        onChange={(event) => setMode(event.target.value)}
        options={LAMP_MODES.map((item) => ({ value: String(item.value), label: item.label }))}
      />
      <fieldset className="lamp-fieldset">
        <legend>{T.settings.withoutConnection}</legend>
        <TextField
          label={T.settings.days}
          type="number"
          min={0}
          inputMode="numeric"
          value={days}
          onChange={(event) => setDays(event.target.value)}
          error={errors.days}
        />
        <TextField
          label={T.settings.time}
          type="time"
          value={withoutTime}
          onChange={(event) => setWithoutTime(event.target.value)}
          error={errors.withoutTime}
        />
      </fieldset>
      <TextField
        label={`${T.settings.nextConnection} (${T.settings.nextConnectionTime})`}
        type="time"
        step={1}
        value={nextTime}
        onChange={(event) => setNextTime(event.target.value)}
        error={errors.nextTime}
      />
      <TextField
        label={T.settings.fee}
        inputMode="decimal"
        value={fee}
        onChange={(event) => setFee(event.target.value)}
        error={errors.fee}
        hint={T.settings.feeHint}
      />
      {errors.form && <FormMessage>{errors.form}</FormMessage>}
      <Button type="submit" loading={saving}>
        {T.settings.save}
      </Button>
    </form>
  );
}

function Payments({ lamp, onPaid }: { lamp: Lamp; onPaid: () => void }) {
  const [payments, setPayments] = useState<LampPayment[] | null>(null);
  const [date, setDate] = useState(romeDay());
  const [enddate, setEnddate] = useState('');
  const [type, setType] = useState<string>(T.paymentTypes[0]);
  const [amount, setAmount] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);

  const load = useCallback(() => {
    loadPayments(lamp.serialeLampada).then(setPayments, (error: unknown) => {
      setErrors({ form: failed('lampadaPagamenti', error) });
      setPayments([]);
    });
  }, [lamp.serialeLampada]);
  useEffect(load, [load]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problems: Record<string, string> = {};
    if (!date) problems.date = MESSAGES.required;
    if (!enddate) problems.enddate = MESSAGES.required;
    if (!amount.trim()) problems.importo = MESSAGES.required;
    setErrors(problems);
    if (Object.keys(problems).length > 0) return;
    setSaving(true);
    try {
      const answer = await addPayment(lamp, { date, enddate, type, amount });
      toast(answer.message || 'Pagamento registrato con successo', 'success');
      setEnddate('');
      setAmount('');
      load();
      onPaid();
    } catch (error) {
      setErrors({
        ...(error instanceof ApiError ? error.fields : {}),
        form: failed('lampadaPagamentoCreate', error),
      });
    } finally {
      setSaving(false);
    }
  };

  return (
    <section className="lamp-block">
      <h3>{T.tabs.payments}</h3>
      {payments === null ? (
        <Spinner />
      ) : payments.length === 0 ? (
        <p>{T.payments.empty}</p>
      ) : (
        <ul className="lamp-payments">
          {payments.map((payment) => (
            <li key={payment.idPagamento}>
              {formatDate(payment.dataPagamento)} · {formatEuro(payment.importoCentesimi)} · {payment.tipo} ·{' '}
              {T.payments.enddate.toLowerCase()} {formatDate(payment.dataTermine)} · {T.payments.protocol}{' '}
              {payment.protocolloServizio} ·{' '}
              <a href={receiptUrl(payment)} target="_blank" rel="noopener">
                {T.payments.receipt}
              </a>
            </li>
          ))}
        </ul>
      )}
      <form className="lamp-form" onSubmit={(event) => void submit(event)} noValidate>
        <TextField
          label={T.payments.date}
          type="date"
          value={date}
          onChange={(event) => setDate(event.target.value)}
          error={errors.date}
        />
        <TextField
          label={T.payments.enddate}
          type="date"
          value={enddate}
          onChange={(event) => setEnddate(event.target.value)}
          error={errors.enddate}
        />
        <Select
          label={T.payments.type}
          value={type}
          onChange={(event) => setType(event.target.value)}
          options={T.paymentTypes.map((item) => ({ value: item, label: item }))}
        />
        <TextField
          label={T.payments.amount}
          inputMode="decimal"
          value={amount}
          onChange={(event) => setAmount(event.target.value)}
          error={errors.importo}
        />
        {errors.form && <FormMessage>{errors.form}</FormMessage>}
        <Button type="submit" loading={saving}>
          {T.payments.add}
        </Button>
      </form>
    </section>
  );
}

/**
 * The connected lamps the lamp reported. The list is read again when the popup's lamp shows a newer check-in
 * ('Aggiorna'), since a check-in is what adds a unit; the manager's own changes reload it themselves.
 */
function Units({ lamp, onChanged }: { lamp: Lamp; onChanged: () => void }) {
  const [units, setUnits] = useState<LampUnit[] | null>(null);
  const [removing, setRemoving] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const { serialeLampada: serial, dataUltimoControllo: lastCheckin } = lamp;
  const load = useCallback(() => {
    loadUnits(serial).then(setUnits, (failure: unknown) => {
      setError(failed('lampadeCollegateLoad', failure));
      setUnits([]);
    });
  }, [serial]);
  // A newer check-in may have listed new units.
  useEffect(load, [load, lastCheckin]);

  const toggle = async (unit: LampUnit, enabled: boolean) => {
    try {
      await toggleUnit(unit.idProduzione, enabled);
      load();
      onChanged();
    } catch (failure) {
      setError(failed('lampadeCollegateAttiva', failure));
    }
  };
  const remove = async (productionId: string) => {
    try {
      await deleteUnit(productionId);
      setRemoving(null);
      load();
      onChanged();
    } catch (failure) {
      setRemoving(null);
      setError(failed('lampadeCollegateDelete', failure));
    }
  };

  return (
    <section className="lamp-block">
      <h3>{T.tabs.units}</h3>
      {units === null ? (
        <Spinner />
      ) : units.length === 0 ? (
        <p>{T.units.empty}</p>
      ) : (
        <ul className="lamp-units">
          {units.map((unit) => (
            <li key={unit.idProduzione}>
              <Checkbox
                label={`${unit.idProduzione} — ${T.units.enabled}`}
                checked={unit.lampadaAbilitataDaGestore === 1}
                onChange={(event) => void toggle(unit, event.target.checked)}
              />
              <span className="lamp-muted">
                {T.units.lastSeen} {formatDateTime(unit.ultimoRilevamento)}
              </span>{' '}
              <Button variant="text" onClick={() => setRemoving(unit.idProduzione)}>
                {T.units.remove}
              </Button>
            </li>
          ))}
        </ul>
      )}
      {error && <FormMessage>{error}</FormMessage>}
      <ConfirmDialog
        open={removing !== null}
        message={removing ? T.units.removeConfirm(removing) : ''}
        onConfirm={() => removing && void remove(removing)}
        onCancel={() => setRemoving(null)}
      />
    </section>
  );
}

/**
 * The popup's actions ('Elimina lampada', 'Aggiorna', 'Chiudi') stay in view at its bottom, and toasts
 * appear above them instead of over them: the footer's height, which wraps on a
 * narrow screen, is kept in --lamp-popup-footer for lampade-panel.css.
 */
function useToastsAboveFooter() {
  useEffect(() => {
    const footer = document.querySelector<HTMLElement>('.lamp-popup .rc-dialog__actions');
    if (!footer) return undefined;
    const place = () =>
      document.body.style.setProperty('--lamp-popup-footer', `${footer.getBoundingClientRect().height}px`);
    place();
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(place);
    observer?.observe(footer);
    return () => {
      observer?.disconnect();
      document.body.style.removeProperty('--lamp-popup-footer');
    };
  }, []);
}

export function LampPopup({
  lamp: initial,
  onClose,
  onChanged,
}: {
  lamp: Lamp;
  onClose: () => void;
  onChanged: () => void;
}) {
  const [lamp, setLamp] = useState<Lamp>(initial);
  const [confirming, setConfirming] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [subscriberOpen, setSubscriberOpen] = useState(false);

  const refresh = useCallback(() => {
    const controller = new AbortController();
    loadLamp(initial.idDefunto, controller.signal).then(setLamp, (failure: unknown) => {
      if (!isAbortError(failure)) setError(failed('lampadaData', failure));
    });
    return controller;
  }, [initial.idDefunto]);

  useToastsAboveFooter();

  // The popup reads its lamp fresh (lampadaData), and again after every change.
  useEffect(() => {
    const controller = refresh();
    return () => controller.abort();
  }, [refresh]);

  const changed = () => {
    refresh();
    onChanged();
  };

  const remove = async () => {
    setDeleting(true);
    try {
      const answer = await deleteLamp(lamp.serialeLampada);
      toast(answer.message || 'Elemento eliminato con successo', 'success');
      setConfirming(false);
      onChanged();
      onClose();
    } catch (failure) {
      setConfirming(false);
      setError(failed('lampadaDelete', failure));
    } finally {
      setDeleting(false);
    }
  };

  return (
    <Dialog
      open
      onClose={onClose}
      title={T.popupTitle(lamp.serialeLampada)}
      fullScreen
      className="lamp-popup"
      actions={
        <>
          <Button variant="secondary" onClick={() => setConfirming(true)}>
            {T.remove}
          </Button>
          <Button variant="secondary" onClick={() => void refresh()}>
            {T.refresh}
          </Button>
          <Button onClick={onClose}>{T.close}</Button>
        </>
      }
    >
      {lamp.inAttesa && (
        <p className="lamp-pending">
          <Chip tone="warning">{T.pending}</Chip> {T.pendingHint}
        </p>
      )}
      <Summary lamp={lamp} onOpenSubscriber={() => setSubscriberOpen(true)} />
      {error && <FormMessage>{error}</FormMessage>}
      <div className="lamp-popup-grid">
        <Settings
          key={`${lamp.versione}`}
          lamp={lamp}
          onSaved={(saved) => {
            setLamp(saved);
            onChanged();
          }}
        />
        <Payments lamp={lamp} onPaid={changed} />
        <Units lamp={lamp} onChanged={changed} />
      </div>
      {subscriberOpen && lamp.idAbbonato !== null && (
        <SubscriberDialog
          subscriberId={lamp.idAbbonato}
          onClose={() => setSubscriberOpen(false)}
          // The table and the popup show the subscriber's name.
          onSaved={changed}
        />
      )}
      <ConfirmDialog
        open={confirming}
        message={T.removeConfirm}
        busy={deleting}
        onConfirm={() => void remove()}
        onCancel={() => setConfirming(false)}
      />
    </Dialog>
  );
}
