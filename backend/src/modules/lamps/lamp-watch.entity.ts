import { Column, Entity, PrimaryColumn } from 'typeorm';

/**
 * Who hears the lamps (LampWatchService): one row per backend instance (its MQTT connection and
 * heartbeat), plus the deployment's id (`#deployment`) and the moment the watch starts from
 * (`#watch-from`).
 */
@Entity('lamp_watch')
export class LampWatch {
  /** A hash of the instance's MQTT client id, or `#deployment` / `#watch-from`. */
  @PrimaryColumn({ type: 'varchar', length: 64 })
  name: string;

  /** The instance's client id, or the deployment's id. */
  @Column({ type: 'varchar', length: 64, nullable: true })
  value: string | null;

  /** An instance's MQTT connection is up. */
  @Column({ type: 'tinyint', default: 0 })
  connected: number;

  /** An instance's heartbeat; the watch's start; the deployment's creation. */
  @Column({ type: 'datetime' })
  at: Date;
}
