import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import type { Relation } from 'typeorm';
import { User } from './user.entity';

/** A zone whose new obituaries the user wants to hear about (spec public §3 notificationList). */
@Entity('user_notification_zones')
@Index('IDX_user_notification_zones_user', ['userId'])
export class NotificationZone {
  @PrimaryGeneratedColumn({ type: 'int' })
  id: number;

  @Column({ name: 'user_id', type: 'int' })
  userId: number;

  @ManyToOne(() => User, (user) => user.notificationZones, { onDelete: 'CASCADE', onUpdate: 'NO ACTION' })
  @JoinColumn({ name: 'user_id', foreignKeyConstraintName: 'FK_user_notification_zones_user' })
  user?: Relation<User>;

  @Column({ name: 'region_id', type: 'int', nullable: true })
  regionId: number | null;

  @Column({ name: 'province_id', type: 'int', nullable: true })
  provinceId: number | null;

  @Column({ name: 'location_id', type: 'int', nullable: true })
  locationId: number | null;

  @Column({ type: 'varchar', length: 5, nullable: true })
  cap: string | null;
}
