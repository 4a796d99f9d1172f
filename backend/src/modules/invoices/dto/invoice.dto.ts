import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional, IsString, Matches } from 'class-validator';
import { PageLimitParam, PageParam } from '../../../common/page-query.dto';
import { INVOICE_STATES, type InvoiceState } from '../invoice.entity';

const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;
const MONTH_MESSAGE = 'Mese non valido (AAAA-MM)';

/** The month of the ZIP: required. */
export class InvoiceMonthQueryDto {
  @ApiProperty({ description: "Month of the issue day, 'YYYY-MM'", example: '2026-03' })
  @IsString()
  @Matches(MONTH, { message: MONTH_MESSAGE })
  month: string;
}

/** The filters of a panel's 'Fatture' list. */
export class InvoiceListQueryDto {
  @ApiPropertyOptional({ description: "Month of the issue day, 'YYYY-MM'; all months when absent" })
  @IsOptional()
  @IsString()
  @Matches(MONTH, { message: MONTH_MESSAGE })
  month?: string;

  @ApiPropertyOptional({ enum: INVOICE_STATES })
  @IsOptional()
  @IsIn(INVOICE_STATES)
  state?: InvoiceState;

  @PageParam()
  page?: number;

  @PageLimitParam(25)
  maxResults?: number;
}

/** The admin's list and ZIP: one issuer, or 'tutti'. */
const ISSUER = /^(ricordo|tutti|partner:\d{1,10}|manager:\d{1,10})$/;

export class AdminInvoiceListQueryDto extends InvoiceListQueryDto {
  @ApiPropertyOptional({
    description: "'ricordo' (default), 'partner:{id}' of a lamp manager's company, or 'tutti'",
  })
  @IsOptional()
  @IsString()
  @Matches(ISSUER, { message: 'Emittente non valido' })
  issuer?: string;
}

export class AdminInvoiceMonthQueryDto extends InvoiceMonthQueryDto {
  @ApiPropertyOptional({ description: "'ricordo' (default), 'partner:{id}', or 'tutti'" })
  @IsOptional()
  @IsString()
  @Matches(ISSUER, { message: 'Emittente non valido' })
  issuer?: string;
}

export class InvoiceItemDto {
  @ApiProperty() id: number;
  @ApiProperty({ description: "'ricordo' or 'partner:{id}'" }) issuerKey: string;
  @ApiProperty({ enum: ['TD01', 'TD04'], description: 'TD01 invoice, TD04 credit note' }) type:
    'TD01' | 'TD04';
  @ApiProperty({ type: String, nullable: true, description: "'2026/000001'; null while blocked" })
  number: string | null;
  @ApiProperty({ description: "'YYYY-MM-DD'" }) issueDay: string;
  @ApiProperty({ description: 'Recipient name' }) recipient: string;
  @ApiProperty({ description: 'Taxable amounts plus VAT, cents' }) totalCents: number;
  @ApiProperty({ enum: INVOICE_STATES }) state: InvoiceState;
  @ApiProperty({ description: "The state's Italian label" }) stateLabel: string;
  @ApiProperty({ type: String, nullable: true, description: 'What is missing and where to add it' })
  blockedReason: string | null;
  @ApiProperty({ type: String, nullable: true, description: "SDI's last notice (RC, NS with reasons, MC)" })
  sdiNotice: string | null;
  @ApiProperty({ type: String, nullable: true, description: 'FatturaPA file name; null while blocked' })
  fileName: string | null;
}

export class InvoiceListDto {
  @ApiProperty({ type: [InvoiceItemDto] }) invoices: InvoiceItemDto[];
  @ApiProperty() total: number;
  @ApiProperty({ type: Number, nullable: true, description: 'Next one-based page, null on the last' })
  nextPage: number | null;
}

export class InvoiceRetriedDto {
  @ApiProperty({ type: InvoiceItemDto }) invoice: InvoiceItemDto;
}

export class InvoiceIssuerDto {
  @ApiProperty({ description: "'ricordo', 'partner:{id}' or 'manager:{user id}'" }) key: string;
  @ApiProperty({ description: "'Ricordo' or the lamp manager's company name" }) name: string;
}

export class InvoiceIssuersDto {
  @ApiProperty({ type: [InvoiceIssuerDto], description: 'Ricordo first, then by name' })
  issuers: InvoiceIssuerDto[];
}
