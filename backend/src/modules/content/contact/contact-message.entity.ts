import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** A message sent through /contact (spec public §3 "Contact message"), kept for the staff. */
@Entity('contact_messages')
export class ContactMessage {
  @PrimaryGeneratedColumn({ type: 'int' })
  id: number;

  @Column({ type: 'varchar', length: 100 })
  name: string;

  @Column({ type: 'varchar', length: 100 })
  surname: string;

  @Column({ type: 'varchar', length: 254 })
  email: string;

  @Column({ type: 'varchar', length: 200 })
  object: string;

  @Column({ type: 'text' })
  content: string;

  @Column({ name: 'ip_address', type: 'varchar', length: 64 })
  ipAddress: string;

  @Column({ name: 'created_at', type: 'datetime' })
  createdAt: Date;
}
