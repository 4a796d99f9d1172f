import { Column, Entity, Index, PrimaryColumn } from 'typeorm';

/**
 * The signature of a captcha challenge already accepted: a solution works once (DESIGN "Security").
 * Rows older than the challenge lifetime say nothing any more and are dropped.
 */
@Entity('used_captchas')
@Index('IDX_used_captchas_used_at', ['usedAt'])
export class UsedCaptcha {
  @PrimaryColumn({ type: 'varchar', length: 128 })
  signature: string;

  @Column({ name: 'used_at', type: 'datetime' })
  usedAt: Date;
}
