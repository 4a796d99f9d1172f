import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, IsString, MaxLength } from 'class-validator';

/** RegimeFiscale codes of the FatturaPA schema (FPR12 1.2.3 RegimeFiscaleType). */
export const TAX_REGIMES = [
  'RF01',
  'RF02',
  'RF04',
  'RF05',
  'RF06',
  'RF07',
  'RF08',
  'RF09',
  'RF10',
  'RF11',
  'RF12',
  'RF13',
  'RF14',
  'RF15',
  'RF16',
  'RF17',
  'RF18',
  'RF19',
  'RF20',
] as const;

/** Ricordo's company data as the admin's 'Dati aziendali' form shows it (empty strings for what is unset). */
export class RicordoCompanyDto {
  @ApiProperty({ description: 'Denominazione' }) name: string;
  @ApiProperty({ description: 'Partita IVA, 11 digits' }) vatNumber: string;
  @ApiProperty({ description: 'Codice fiscale (11 digits or 16 characters); empty when equal to the P.IVA' })
  fiscalCode: string;
  @ApiProperty({ enum: TAX_REGIMES }) taxRegime: string;
  @ApiProperty() street: string;
  @ApiProperty() civicNumber: string;
  @ApiProperty() cap: string;
  @ApiProperty() comune: string;
  @ApiProperty({ description: 'Sigla, 2 letters' }) provincia: string;
  @ApiProperty({ description: "'IT'" }) country: string;
  @ApiProperty({ description: 'PEC or e-mail of the company' }) email: string;
  @ApiProperty({
    type: String,
    nullable: true,
    description: "What still blocks Ricordo's invoices (Italian), or null when the data are complete",
  })
  missing: string | null;
  @ApiProperty({ type: Number, nullable: true, description: 'Last change, Unix seconds' }) updatedAt:
    number | null;
}

const text = (max: number, description: string) => [
  ApiPropertyOptional({ description, maxLength: max }),
  IsOptional(),
  IsString(),
  MaxLength(max),
];

function Text(max: number, description: string): PropertyDecorator {
  return (target, key) => text(max, description).forEach((decorate) => decorate(target, key));
}

/**
 * POST /api/admin/ricordo-company: every field is sent by the form; the server checks them all
 * (ricordo-company.form.ts). The lengths here only bound the input; the form's rules give the messages.
 */
export class SaveRicordoCompanyDto {
  @Text(200, 'Denominazione (required)') name?: string;
  @Text(32, 'Partita IVA, 11 digits (required; an IT prefix is dropped)') vatNumber?: string;
  @Text(32, 'Codice fiscale: 11 digits or 16 characters (optional)') fiscalCode?: string;
  @Text(16, 'RegimeFiscale RF01 … RF20 (default RF01)') taxRegime?: string;
  @Text(200, 'Street (required)') street?: string;
  @Text(20, 'Civic number') civicNumber?: string;
  @Text(16, 'CAP, 5 digits (required)') cap?: string;
  @Text(100, 'Comune (required)') comune?: string;
  @Text(32, 'Provincia, 2 letters (required)') provincia?: string;
  @Text(254, 'PEC or e-mail') email?: string;
}
