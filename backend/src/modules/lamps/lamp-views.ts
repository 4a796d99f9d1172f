import type { LampDto, LampPaymentDto, LampPublicDto, SubscriberDto } from './dto/lamp-outputs.dto';
import type { LampPayment } from './lamp-payment.entity';
import type { LampSubscriber } from './lamp-subscriber.entity';
import type { Lamp } from './lamp.entity';
import { lastRomeDayBefore } from '../../common/rome-time';

const seconds = (instant: Date | null) => (instant ? Math.floor(instant.getTime() / 1000) : null);

/** A missed check-in window has no fault code of its own: the panel and the icon read it as 2. */
export const MISSED_WINDOW_STATE = 2;

/**
 * statoLampadaEffettivo as the panel and the memorial page read it (spec panels §4): the lamp's last
 * report, and any anomaly above 1 ('In anomalia'); a lamp never heard from is off (0).
 */
export function effectiveStateOf(lamp: Pick<Lamp, 'anomaly' | 'reportedState'>): number {
  if (lamp.anomaly) return Math.max(lamp.reportedState ?? 0, MISSED_WINDOW_STATE);
  return lamp.reportedState ?? 0;
}

/** The memorial page's lamp (spec public §4): the real state, and the mode the lamp confirmed it runs. */
export function publicLampOf(
  lamp: Pick<Lamp, 'anomaly' | 'reportedState' | 'reportedMode' | 'mode' | 'managerUserId'>,
): LampPublicDto {
  return {
    effectiveState: effectiveStateOf(lamp),
    setState: lamp.reportedMode ?? lamp.mode,
    idGestore: lamp.managerUserId,
  };
}

export function subscriberDto(subscriber: LampSubscriber): SubscriberDto {
  return {
    idAbbonato: subscriber.id,
    nome: subscriber.name,
    cognome: subscriber.surname,
    codiceFiscale: subscriber.fiscalCode,
    indirizzo: subscriber.address,
    sdi: subscriber.sdi,
    telefono: subscriber.telephone,
    mail: subscriber.email,
    mailPec: subscriber.pec,
  };
}

export interface PersonName {
  name: string;
  surname: string;
}

/** The lamp with its subscriber loaded, and the name of its deceased (from DeceasedService). */
export function lampDto(lamp: Lamp, now: Date, deceased: PersonName | null): LampDto {
  const subscriber = lamp.subscriber ?? null;
  return {
    serialeLampada: lamp.serial,
    idDefunto: lamp.deceasedId,
    nomeDefunto: deceased?.name ?? '',
    cognomeDefunto: deceased?.surname ?? '',
    idAbbonato: lamp.subscriberId,
    abbonato: subscriber ? `${subscriber.name} ${subscriber.surname}` : null,
    idGestore: lamp.managerUserId,
    dataUltimoControllo: seconds(lamp.lastCheckinAt),
    secondiProssimaConnessione: lamp.secondsNextConnection,
    secondiFunzionamentoSenzaConnessione: lamp.secondsWithoutConnection,
    statoLampadaImpostato: lamp.mode,
    statoLampadaEffettivo: effectiveStateOf(lamp),
    statoLampadaApplicato: lamp.reportedMode,
    livelloBatteria: lamp.battery,
    firmware: lamp.firmware,
    dataTermineAccensione: lamp.paidUntil ? lastRomeDayBefore(lamp.paidUntil) : null,
    attiva: lamp.paidUntil !== null && lamp.paidUntil.getTime() > now.getTime(),
    canoneAnnuoCentesimi: lamp.yearlyFeeCents,
    effettoFiammaFino:
      lamp.flameUntil && lamp.flameUntil.getTime() > now.getTime() ? seconds(lamp.flameUntil) : null,
    inAttesa: lamp.appliedVersion < lamp.desiredVersion,
    anomalia: lamp.anomaly === 1,
    motivoAnomalia: lamp.anomaly ? lamp.anomalyReason : null,
    guasto: lamp.faultCode,
    anomaliaDal: lamp.anomaly ? seconds(lamp.anomalySince) : null,
    versione: lamp.desiredVersion,
    versioneApplicata: lamp.appliedVersion,
    ultimaSequenza: lamp.lastSeq,
  };
}

export function paymentDto(payment: LampPayment): LampPaymentDto {
  return {
    idPagamento: payment.id,
    protocolloServizio: payment.protocol ?? '',
    dataPagamento: payment.paidOn,
    dataTermine: payment.paidUntil,
    tipo: payment.type,
    importoCentesimi: payment.amountCents,
    idAbbonato: payment.subscriberId,
    ricevuta: `/api/lampade/lampadaRicevuta/${payment.id}`,
  };
}
