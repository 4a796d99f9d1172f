import { applyDecorators } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsIn, IsOptional, IsString, MaxLength } from 'class-validator';
import { CF_LENGTH } from '../../../common/spec-limits';

/** Ids and numbers may come as JSON numbers or form strings; both are read as text and checked by the service. */
const asText = ({ value }: { value: unknown }) =>
  typeof value === 'number' || typeof value === 'boolean' ? String(value) : value;

/** Text fields: optional for the pipe, so that the service reports every empty field ('Campo obbligatorio'). */
function TextField(max: number, description?: string) {
  return applyDecorators(
    ApiPropertyOptional({ type: String, maxLength: max, description }),
    Transform(asText),
    IsOptional(),
    IsString(),
    MaxLength(max),
  );
}

/** lampadaSearchDefunti / lampadaSearchAbbonati { searchInput } */
export class LampSearchDto {
  @TextField(100, 'Name, surname (or codice fiscale for subscribers); a deceased id also works')
  searchInput?: string;
}

/** lampadaCreate { idDefunto, idAbbonato, idGestore } */
export class LampCreateDto {
  @TextField(16, 'Deceased id (000 prefix allowed)') idDefunto?: string;
  @TextField(16, 'Subscriber id') idAbbonato?: string;
  @TextField(16, "The lamp manager's own user id") idGestore?: string;
}

/** lampadaAbbonatoCreate: every field required (spec panels §5 "Lamp"). */
export class SubscriberCreateDto {
  @TextField(100) nome?: string;
  @TextField(100) cognome?: string;
  @TextField(CF_LENGTH) codiceFiscale?: string;
  @TextField(255) indirizzo?: string;
  @TextField(7) sdi?: string;
  @TextField(24) telefono?: string;
  @TextField(254) mail?: string;
  @TextField(254) mailPec?: string;
}

/**
 * lampadaAbbonatoUpdate { idAbbonato, ...fields }: a field left out keeps its value; a field sent is
 * checked as on creation.
 */
export class SubscriberUpdateDto extends SubscriberCreateDto {
  @TextField(16) idAbbonato?: string;
}

/** lampadaAbbonato { idAbbonato } */
export class SubscriberRefDto {
  @TextField(16) idAbbonato?: string;
}

/** lampadaSet { idDefunto, secondiSenzaConnessione, secondiProssimaConnessione, statoLampadaImpostato } */
export class LampSetDto {
  @TextField(16) idDefunto?: string;
  @TextField(12, 'Seconds without connection, at least 1') secondiSenzaConnessione?: string;
  @TextField(12, 'Seconds to the next connection, at least 1') secondiProssimaConnessione?: string;
  @TextField(2, '1 Sempre Accesa, 2 Effetto Fiamma, 3 Evanescenza') statoLampadaImpostato?: string;
  @TextField(16, "'Canone annuo' in euro ('25', '25,00'): what a renewal costs; sent empty it is removed")
  canoneAnnuo?: string;
}

/** lampadaPagamenti { seriale, abbonato } */
export class LampPaymentsQueryDto {
  @TextField(40) seriale?: string;
  @TextField(16, "The lamp's subscriber id (optional)") abbonato?: string;
}

/** lampadaPagamentoCreate { abbonato, seriale, date, type, enddate } plus the amount. */
export class LampPaymentCreateDto {
  @TextField(16) abbonato?: string;
  @TextField(40) seriale?: string;
  @TextField(10, 'Payment day YYYY-MM-DD') date?: string;
  @TextField(32, "Payment type, default 'Contanti'") type?: string;
  @TextField(10, 'Last paid day YYYY-MM-DD: the new dataTermineAccensione') enddate?: string;
  @TextField(12, "Amount in euro ('25', '25,00' or '25.00')") importo?: string;
}

/** lampadeCollegateLoad { seriale } and the lamp delete { seriale } */
export class LampSerialDto {
  @TextField(40) seriale?: string;
}

/** lampadeCollegateAttiva { idProduzione, attiva } */
export class UnitToggleDto {
  @TextField(40) idProduzione?: string;

  @ApiProperty({ enum: ['0', '1'] })
  @Transform(asText)
  @IsIn(['0', '1', 'true', 'false'])
  attiva: string;
}

/** lampadeCollegateDelete { idProduzione } */
export class UnitRefDto {
  @TextField(40) idProduzione?: string;
}

/** lampadeGestoreData query: the table's filters and page. */
export class LampListQueryDto {
  @TextField(1, "'1': only lamps 'In anomalia'") anomalia?: string;
  @TextField(100, 'Serial, deceased or subscriber name') q?: string;
  @TextField(6, 'One-based page (default 1)') page?: string;
  @TextField(4, 'Rows per page, 1-500 (default 100)') maxResults?: string;
}
