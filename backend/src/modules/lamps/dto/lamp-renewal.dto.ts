import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsArray, IsOptional, IsString, MaxLength } from 'class-validator';

const asText = ({ value }: { value: unknown }) => (typeof value === 'number' ? String(value) : value);

/** lampadaRinnovi query: the month and the page. */
export class LampRenewalsQueryDto {
  @ApiPropertyOptional({ type: String, description: "Month 'YYYY-MM' (Europe/Rome)" })
  @Transform(asText)
  @IsOptional()
  @IsString()
  @MaxLength(7)
  mese?: string;

  @ApiPropertyOptional({ type: String, description: 'One-based page (default 1)' })
  @Transform(asText)
  @IsOptional()
  @IsString()
  @MaxLength(6)
  page?: string;

  @ApiPropertyOptional({ type: String, description: 'Rows per page, 1-500 (default 50)' })
  @Transform(asText)
  @IsOptional()
  @IsString()
  @MaxLength(4)
  maxResults?: string;
}

/** lampadaRinnoviCreate { mese, seriali, tipo } */
export class LampRenewalsCreateDto {
  @ApiPropertyOptional({ type: String, description: "Month 'YYYY-MM' whose periods are renewed" })
  @Transform(asText)
  @IsOptional()
  @IsString()
  @MaxLength(7)
  mese?: string;

  @ApiProperty({ type: [String], description: 'Serials of the selected lamps (1-1000)' })
  @IsArray()
  @IsString({ each: true })
  @MaxLength(40, { each: true })
  seriali: string[];

  @ApiPropertyOptional({ type: String, description: "Payment type, default 'Contanti'" })
  @Transform(asText)
  @IsOptional()
  @IsString()
  @MaxLength(32)
  tipo?: string;
}

/** The renewal order by the link's secret { token }, or by the family { seriale }. */
export class LampRenewalOrderRequestDto {
  @ApiPropertyOptional({ type: String, description: "The pay-online link's secret" })
  @IsOptional()
  @IsString()
  @MaxLength(100)
  token?: string;

  @ApiPropertyOptional({ type: String, description: "The lamp's serial (client panel)" })
  @IsOptional()
  @IsString()
  @MaxLength(40)
  seriale?: string;
}

/** One lamp of a month's renewals. */
export class LampRenewalDto {
  @ApiProperty() seriale: string;
  @ApiProperty() idDefunto: number;
  @ApiProperty({ description: 'Deceased "Nome Cognome"' }) defunto: string;
  @ApiProperty({ type: Number, nullable: true }) idAbbonato: number | null;
  @ApiProperty({ type: String, nullable: true, description: 'Subscriber "Nome Cognome"' })
  abbonato: string | null;
  @ApiProperty({ description: 'Last paid day of the period ending this month, YYYY-MM-DD' }) termine: string;
  @ApiProperty({
    type: Number,
    nullable: true,
    description: "The fee in cents ('Canone annuo', else the last payment's; the renewal's once renewed)",
  })
  canoneCentesimi: number | null;
  @ApiProperty({ description: 'A payment extends the period beyond termine' }) rinnovata: boolean;
  @ApiProperty({ type: String, nullable: true, description: "The renewal's last paid day" })
  rinnovoFino: string | null;
  @ApiProperty({ type: Number, nullable: true, description: "The renewal's amount in cents" })
  rinnovoImportoCentesimi: number | null;
}

/** Expected vs collected of the month. */
export class LampRenewalsSummaryDto {
  @ApiProperty({ description: 'Lamps whose period ends this month' }) lampade: number;
  @ApiProperty() rinnovate: number;
  @ApiProperty({ description: 'Lamps with no fee (neither Canone annuo nor a payment)' }) senzaCanone: number;
  @ApiProperty({ description: 'Sum of their fees, cents' }) previstoCentesimi: number;
  @ApiProperty({ description: 'Sum of the renewals recorded for them, cents' }) incassatoCentesimi: number;
}

export class LampRenewalsDto {
  @ApiProperty() mese: string;
  @ApiProperty({ type: [LampRenewalDto] }) rinnovi: LampRenewalDto[];
  @ApiProperty() total: number;
  @ApiProperty({ type: Number, nullable: true }) nextPage: number | null;
  @ApiProperty({ type: LampRenewalsSummaryDto }) riepilogo: LampRenewalsSummaryDto;
}

export class LampRenewalFailureDto {
  @ApiProperty() seriale: string;
  @ApiProperty({ description: 'Why, in Italian' }) motivo: string;
}

export class LampRenewalsResultDto {
  @ApiProperty({ description: 'Payments recorded now' }) rinnovati: number;
  @ApiProperty({ description: 'Lamps already renewed for that period (nothing recorded)' })
  giaRinnovati: number;
  @ApiProperty({ type: [LampRenewalFailureDto] }) falliti: LampRenewalFailureDto[];
}

/** The pay-online page's lamp (and the client panel's). */
export class PayOnlineLampDto {
  @ApiProperty() seriale: string;
  @ApiProperty() idDefunto: number;
  @ApiProperty({ description: 'Deceased "Nome Cognome"' }) defunto: string;
  @ApiProperty({ type: String, nullable: true, description: 'Last paid day YYYY-MM-DD' })
  dataTermineAccensione: string | null;
  @ApiProperty() attiva: boolean;
  @ApiProperty({ type: String, nullable: true, description: 'Last paid day after a renewal' })
  nuovoTermine: string | null;
  @ApiProperty({ type: Number, nullable: true, description: 'What the renewal costs, cents' })
  importoCentesimi: number | null;
  @ApiProperty({ description: 'It can be renewed online (a period, a fee and a subscriber)' })
  rinnovabile: boolean;
}

export class PayOnlineLampsDto {
  @ApiProperty({ type: [PayOnlineLampDto] }) lampade: PayOnlineLampDto[];
}

export class PayOnlineLampDataDto {
  @ApiProperty({ type: PayOnlineLampDto }) lampada: PayOnlineLampDto;
}

/** The order to pay with the checkout (paypalCreate / paypalUpdate with orderid and orderKey). */
export class LampRenewalOrderDto {
  @ApiProperty() orderid: number;
  @ApiProperty() orderKey: string;
  @ApiProperty({ description: 'Amount fixed by the server, cents' }) importoCentesimi: number;
}
