import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional, IsString, MaxLength } from 'class-validator';
import { PageLimitParam, PageParam } from '../../../common/page-query.dto';

/** The months of the books: `month` (default this month, Europe/Rome) to `to` (default `month`). */
export class BooksRangeQueryDto {
  @ApiPropertyOptional({ description: "First month, 'YYYY-MM' (default: this month in Europe/Rome)" })
  @IsOptional()
  @IsString()
  @MaxLength(7)
  month?: string;

  @ApiPropertyOptional({ description: "Last month, 'YYYY-MM' (default: `month`); at most 24 months" })
  @IsOptional()
  @IsString()
  @MaxLength(7)
  to?: string;
}

export class BooksPageQueryDto extends BooksRangeQueryDto {
  @PageParam()
  page?: number;

  /** Any 1–100 rows, default 25. */
  @PageLimitParam(25)
  maxResults?: number;
}

export const BOOKS_TABLES = ['ordini', 'rimborsi', 'riconciliazione', 'fatture'] as const;
export type BooksTable = (typeof BOOKS_TABLES)[number];

export class BooksExportQueryDto extends BooksRangeQueryDto {
  @ApiProperty({ enum: BOOKS_TABLES })
  @IsIn(BOOKS_TABLES)
  table: BooksTable;

  @ApiProperty({ enum: ['csv', 'xlsx'] })
  @IsIn(['csv', 'xlsx'])
  format: 'csv' | 'xlsx';
}

export class BooksSalesRowDto {
  @ApiProperty({ description: "'YYYY-MM'" }) month: string;
  @ApiProperty({ enum: ['qrcode', 'dedic', 'memorial'] }) orderType: string;
  @ApiProperty() orderTypeLabel: string;
  @ApiProperty() productKey: string;
  @ApiProperty({ description: 'Product name' }) product: string;
  @ApiProperty({ enum: ['online', 'conto-vendita'] }) channel: string;
  @ApiProperty() channelLabel: string;
  @ApiProperty() orders: number;
  @ApiProperty() quantity: number;
  @ApiProperty() totalCents: number;
}

export class BooksMonthTotalDto {
  @ApiProperty() month: string;
  @ApiProperty() orders: number;
  @ApiProperty() totalCents: number;
}

export class BooksRefundTotalsDto {
  @ApiProperty() count: number;
  @ApiProperty() totalCents: number;
}

export class BooksReconciliationRowDto {
  @ApiProperty() status: string;
  @ApiProperty() statusLabel: string;
  @ApiProperty({ type: String, nullable: true, description: 'Who settled a paid order (order_events.actor)' })
  settledBy: string | null;
  @ApiProperty() settledByLabel: string;
  @ApiProperty() orders: number;
  @ApiProperty() totalCents: number;
}

export class BooksReconciliationDto {
  @ApiProperty({ type: [BooksReconciliationRowDto] }) rows: BooksReconciliationRowDto[];
  @ApiProperty({ description: 'Paid PayPal orders without their capture record' }) uncaptured: number;
}

export class BooksInvoiceStateDto {
  @ApiProperty() issuerKey: string;
  @ApiProperty() issuer: string;
  @ApiProperty({ enum: ['TD01', 'TD04'] }) type: string;
  @ApiProperty() typeLabel: string;
  @ApiProperty({ description: "Sending state: 'da inviare', 'bloccata', 'inviata' …" }) state: string;
  @ApiProperty() invoices: number;
  @ApiProperty() totalCents: number;
}

export class BooksSummaryDto {
  @ApiProperty() from: string;
  @ApiProperty() to: string;
  @ApiProperty({ type: [BooksSalesRowDto] }) sales: BooksSalesRowDto[];
  @ApiProperty({ type: [BooksMonthTotalDto] }) monthTotals: BooksMonthTotalDto[];
  @ApiProperty({ type: BooksRefundTotalsDto }) refunds: BooksRefundTotalsDto;
  @ApiProperty({ type: BooksReconciliationDto }) reconciliation: BooksReconciliationDto;
  @ApiProperty({ type: [BooksInvoiceStateDto] }) invoices: BooksInvoiceStateDto[];
}

export class BooksRefundDto {
  @ApiProperty() orderId: number;
  @ApiProperty() orderType: string;
  @ApiProperty() orderTypeLabel: string;
  @ApiProperty() buyer: string;
  @ApiProperty() amountCents: number;
  @ApiProperty({ type: String, nullable: true, description: 'ISO instant' }) paidAt: string | null;
  @ApiProperty({ description: 'ISO instant' }) refundedAt: string;
}

export class BooksRefundsDto {
  @ApiProperty({ type: [BooksRefundDto] }) rows: BooksRefundDto[];
  @ApiProperty() total: number;
  @ApiProperty({ type: Number, nullable: true }) nextPage: number | null;
}

export class BooksInvoiceDto {
  @ApiProperty() id: number;
  @ApiProperty() issuerKey: string;
  @ApiProperty() issuer: string;
  @ApiProperty({ enum: ['TD01', 'TD04'] }) type: string;
  @ApiProperty() typeLabel: string;
  @ApiProperty({ type: String, nullable: true }) printedNumber: string | null;
  @ApiProperty({ description: "'YYYY-MM-DD'" }) issueDay: string;
  @ApiProperty() totalCents: number;
  @ApiProperty({ description: "Sending state: 'da inviare', 'bloccata', 'inviata' …" }) state: string;
  @ApiProperty({ type: String, nullable: true }) blockedReason: string | null;
  @ApiProperty({ enum: ['lamp_payment', 'order'] }) sourceKind: string;
  @ApiProperty() sourceId: number;
}

export class BooksInvoicesDto {
  @ApiProperty({ type: [BooksInvoiceDto] }) rows: BooksInvoiceDto[];
  @ApiProperty() total: number;
  @ApiProperty({ type: Number, nullable: true }) nextPage: number | null;
}
