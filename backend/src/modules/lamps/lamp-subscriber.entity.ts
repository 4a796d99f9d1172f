import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { User } from '../accounts/user.entity';

/**
 * A subscriber (abbonato, spec panels §3): the person who pays for a lamp. Each belongs to the lamp
 * manager who registered them; a manager sees only their own.
 */
@Entity('lamp_subscribers')
@Index('IDX_lamp_subscribers_manager_cf', ['managerUserId', 'fiscalCode'], { unique: true })
@Index('IDX_lamp_subscribers_manager_surname', ['managerUserId', 'surname', 'name'])
export class LampSubscriber {
  @PrimaryGeneratedColumn({ type: 'int' })
  id: number;

  @Column({ name: 'manager_user_id', type: 'int' })
  managerUserId: number;

  @ManyToOne(() => User, { onDelete: 'CASCADE', onUpdate: 'NO ACTION' })
  @JoinColumn({ name: 'manager_user_id', foreignKeyConstraintName: 'FK_lamp_subscribers_manager' })
  manager?: User;

  /** nome */
  @Column({ type: 'varchar', length: 100 })
  name: string;

  /** cognome */
  @Column({ type: 'varchar', length: 100 })
  surname: string;

  /** codiceFiscale, stored upper case. */
  @Column({ name: 'fiscal_code', type: 'varchar', length: 16 })
  fiscalCode: string;

  /** indirizzo */
  @Column({ type: 'varchar', length: 255 })
  address: string;

  /** sdi: the electronic-invoice recipient code, upper case. */
  @Column({ type: 'varchar', length: 7 })
  sdi: string;

  /** telefono */
  @Column({ type: 'varchar', length: 24 })
  telephone: string;

  /** mail, lower case: where receipts and lamp messages go. */
  @Column({ type: 'varchar', length: 254 })
  email: string;

  /** mailPec, lower case. */
  @Column({ type: 'varchar', length: 254 })
  pec: string;

  @Column({ name: 'created_at', type: 'datetime' })
  createdAt: Date;
}
