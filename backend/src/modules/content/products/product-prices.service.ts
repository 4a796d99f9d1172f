import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { ContentErrors } from '../content.errors';
import { Product } from './product.entity';

export interface ProductPrice {
  key: string;
  name: string;
  /** Euro cents; null when the price varies ('Variabile'). */
  price: number | null;
}

/** Product prices (spec public §7 getProductPrices, getProductPrice); orders will use it too. */
@Injectable()
export class ProductPricesService {
  constructor(@InjectRepository(Product) private readonly products: Repository<Product>) {}

  async list(): Promise<ProductPrice[]> {
    const rows = await this.products.find({ order: { key: 'ASC' } });
    return rows.map(toPrice);
  }

  /** One product; 404 PRODUCT_NOT_FOUND for an unknown key. */
  async get(key: string): Promise<ProductPrice> {
    const row = key.length <= 32 ? await this.products.findOneBy({ key }) : null;
    if (!row) throw ContentErrors.productNotFound();
    return toPrice(row);
  }
}

function toPrice(row: Product): ProductPrice {
  return { key: row.key, name: row.name, price: row.priceCents };
}
