import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { User } from '../accounts/user.entity';
import { Deceased } from '../deceased/deceased.entity';
import { LampSubscriber } from './lamp-subscriber.entity';

/** MySQL answers BIGINT as a string; the sequence fits a JavaScript number (2^53). */
const bigintNumber = {
  to: (value: number | null) => value,
  from: (value: string | number | null) => (value === null ? null : Number(value)),
};

/** Why a lamp is 'In anomalia': it missed its check-in window, or it reported a fault. */
export type LampAnomalyReason = 'missed' | 'fault';

/**
 * A smart votive lamp (spec panels §3 "Lamp"): one per deceased, run by one lamp manager (`idGestore`, a
 * user id) for one subscriber. Three groups of columns: what the manager set (mode, seconds, paid period)
 * and the desired state derived from it (versioned, published as a retained MQTT message); what the lamp's
 * latest accepted check-in reported; the anomaly of the fault job.
 */
@Entity('lamps')
@Index('IDX_lamps_serial', ['serial'], { unique: true })
@Index('IDX_lamps_deceased', ['deceasedId'], { unique: true })
@Index('IDX_lamps_manager', ['managerUserId', 'id'])
@Index('IDX_lamps_manager_serial', ['managerUserId', 'serial'])
@Index('IDX_lamps_manager_anomaly', ['managerUserId', 'anomaly', 'id'])
@Index('IDX_lamps_subscriber', ['subscriberId'])
@Index('IDX_lamps_due', ['anomaly', 'checkDueAt'])
@Index('IDX_lamps_flame', ['flameUntil'])
@Index('IDX_lamps_paid', ['paidUntil'])
@Index('IDX_lamps_renewal_token', ['renewalTokenHash'], { unique: true })
export class Lamp {
  @PrimaryGeneratedColumn({ type: 'int' })
  id: number;

  /** serialeLampada: the lamp's MQTT username and topic level. */
  @Column({ type: 'varchar', length: 40 })
  serial: string;

  /** idDefunto */
  @Column({ name: 'deceased_id', type: 'int' })
  deceasedId: number;

  @ManyToOne(() => Deceased, { onDelete: 'CASCADE', onUpdate: 'NO ACTION' })
  @JoinColumn({ name: 'deceased_id', foreignKeyConstraintName: 'FK_lamps_deceased' })
  deceased?: Deceased;

  /** idAbbonato */
  @Column({ name: 'subscriber_id', type: 'int', nullable: true })
  subscriberId: number | null;

  @ManyToOne(() => LampSubscriber, { onDelete: 'SET NULL', onUpdate: 'NO ACTION' })
  @JoinColumn({ name: 'subscriber_id', foreignKeyConstraintName: 'FK_lamps_subscriber' })
  subscriber?: LampSubscriber | null;

  /** idGestore: the lamp manager's user id. */
  @Column({ name: 'manager_user_id', type: 'int' })
  managerUserId: number;

  @ManyToOne(() => User, { onDelete: 'CASCADE', onUpdate: 'NO ACTION' })
  @JoinColumn({ name: 'manager_user_id', foreignKeyConstraintName: 'FK_lamps_manager' })
  manager?: User;

  /** statoLampadaImpostato: 1 Sempre Accesa, 2 Effetto Fiamma, 3 Evanescenza. */
  @Column({ type: 'tinyint', default: 1 })
  mode: number;

  /** secondiProssimaConnessione: how long the lamp sleeps between check-ins. */
  @Column({ name: 'seconds_next_connection', type: 'int' })
  secondsNextConnection: number;

  /** secondiFunzionamentoSenzaConnessione: how long it keeps its state without reaching the server. */
  @Column({ name: 'seconds_without_connection', type: 'int' })
  secondsWithoutConnection: number;

  /** dataTermineAccensione as an instant: the end (Europe/Rome) of the last paid day; null = never paid. */
  @Column({ name: 'paid_until', type: 'datetime', nullable: true })
  paidUntil: Date | null;

  /** A paid candle dedication shows the flame effect until then. */
  @Column({ name: 'flame_until', type: 'datetime', nullable: true })
  flameUntil: Date | null;

  /** The lamp's MQTT password as Mosquitto's PBKDF2-SHA512 line hash ($7$…); the password is never kept. */
  @Column({ name: 'credential_hash', type: 'varchar', length: 255 })
  credentialHash: string;

  /** Raised each time the desired state changes. */
  @Column({ name: 'desired_version', type: 'int', default: 0 })
  desiredVersion: number;

  /** JSON of the desired state without its version (lamp-desired-state.ts). */
  @Column({ name: 'desired_state', type: 'text', nullable: true })
  desiredState: string | null;

  /** The highest desired version the broker acknowledged. */
  @Column({ name: 'published_version', type: 'int', default: 0 })
  publishedVersion: number;

  /** The highest desired version a check-in confirmed: below desiredVersion the panel says 'in attesa'. */
  @Column({ name: 'applied_version', type: 'int', default: 0 })
  appliedVersion: number;

  /** Next-connection seconds the lamp confirmed it runs (for its check-in window). */
  @Column({ name: 'applied_next_connection', type: 'int', nullable: true })
  appliedNextConnection: number | null;

  /** statoLampadaEffettivo as the lamp last reported it: 1 on, 0 off, above 1 a fault code. */
  @Column({ name: 'reported_state', type: 'smallint', nullable: true })
  reportedState: number | null;

  /** The mode the lamp last reported running (0 when off). */
  @Column({ name: 'reported_mode', type: 'tinyint', nullable: true })
  reportedMode: number | null;

  /** livelloBatteria, 0-100. */
  @Column({ type: 'smallint', nullable: true })
  battery: number | null;

  @Column({ type: 'varchar', length: 32, nullable: true })
  firmware: string | null;

  /** The fault the lamp reported, null when none. */
  @Column({ name: 'fault_code', type: 'varchar', length: 32, nullable: true })
  faultCode: string | null;

  /** dataUltimoControllo */
  @Column({ name: 'last_checkin_at', type: 'datetime', nullable: true })
  lastCheckinAt: Date | null;

  /** The sequence of the latest accepted check-in: older or equal ones are replays and are ignored. */
  @Column({ name: 'last_seq', type: 'bigint', nullable: true, transformer: bigintNumber })
  lastSeq: number | null;

  /** When the next check-in is overdue (last check-in + next-connection seconds + grace). */
  @Column({ name: 'check_due_at', type: 'datetime', nullable: true })
  checkDueAt: Date | null;

  /** 1 while 'In anomalia'. */
  @Column({ type: 'tinyint', default: 0 })
  anomaly: number;

  @Column({ name: 'anomaly_reason', type: 'varchar', length: 16, nullable: true })
  anomalyReason: LampAnomalyReason | null;

  @Column({ name: 'anomaly_since', type: 'datetime', nullable: true })
  anomalySince: Date | null;

  /** Counts the lamp's anomalies: each incident's messages are queued once (outbox dedupe key). */
  @Column({ type: 'int', default: 0 })
  incident: number;

  /** 'Canone annuo': what a year of the lamp costs, in cents; null = the last payment's amount. */
  @Column({ name: 'yearly_fee_cents', type: 'int', nullable: true })
  yearlyFeeCents: number | null;

  /** The paid period (its paidUntil) the 30-day reminder was sent for: once per period. */
  @Column({ name: 'reminded_30_for', type: 'datetime', nullable: true })
  reminded30For: Date | null;

  /** The paid period the 7-day reminder was sent for. */
  @Column({ name: 'reminded_7_for', type: 'datetime', nullable: true })
  reminded7For: Date | null;

  /** The paid period whose end (the lamp switched off, unpaid) the subscriber was told of. */
  @Column({ name: 'off_notice_for', type: 'datetime', nullable: true })
  offNoticeFor: Date | null;

  /** sha256 of the secret in the newest pay-online link sent to the subscriber (the link is the permission). */
  @Column({ name: 'renewal_token_hash', type: 'varchar', length: 64, nullable: true })
  renewalTokenHash: string | null;

  @Column({ name: 'created_at', type: 'datetime' })
  createdAt: Date;
}
