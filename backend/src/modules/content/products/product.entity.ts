import { Column, Entity, PrimaryColumn } from 'typeorm';

/**
 * A product with its price (spec public §3 "Product prices"). A null price reads as 'Variabile' (real
 * flowers are priced case by case). The orders issue will move this table's owner to the orders module.
 */
@Entity('products')
export class Product {
  /** The spec's product key: 'qr-code', 'dedica-cero', 'fiori1', … */
  @PrimaryColumn({ type: 'varchar', length: 32 })
  key: string;

  @Column({ type: 'varchar', length: 100 })
  name: string;

  /** Euro cents, or null when the price varies. */
  @Column({ name: 'price_cents', type: 'int', nullable: true })
  priceCents: number | null;
}
