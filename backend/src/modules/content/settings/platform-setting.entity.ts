import { Column, Entity, PrimaryColumn } from 'typeorm';

/** One platform-wide setting (the manifesto contact data of spec panels §3 "Manifesto config", …). */
@Entity('platform_settings')
export class PlatformSetting {
  @PrimaryColumn({ name: 'setting_key', type: 'varchar', length: 64 })
  key: string;

  @Column({ type: 'varchar', length: 500, nullable: true })
  value: string | null;

  @Column({ name: 'updated_at', type: 'datetime' })
  updatedAt: Date;
}
