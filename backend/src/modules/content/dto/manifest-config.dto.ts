import { ApiProperty } from '@nestjs/swagger';
import { IsOptional, IsString, MaxLength } from 'class-validator';

// The spec's messages ('Campo obbligatorio', 'Mail non valida', 'Numero di telefono non valido') are given by
// ManifestConfigService per field; the DTO fixes types and a hard bound.

/** POST /api/admin/setManifestConfig (spec panels §3 "Manifesto config", §7). */
export class SetManifestConfigDto {
  @ApiProperty({ maxLength: 254, description: 'E-mail printed on the manifestos; kept when left out' })
  @IsOptional()
  @IsString()
  @MaxLength(1000)
  manifestoEmail?: string;

  @ApiProperty({
    maxLength: 30,
    description:
      "WhatsApp number: '+{dial}-{digits}', or a national number that is taken as Italian (+39); kept when left out",
  })
  @IsOptional()
  @IsString()
  @MaxLength(100)
  manifestoWapp?: string;
}

/** The manifesto and tombstone contact data; null while never configured. */
export class ManifestConfigDto {
  @ApiProperty({ type: String, nullable: true }) manifestoEmail: string | null;
  @ApiProperty({ type: String, nullable: true, description: "'+39-3331234567'" })
  manifestoWapp: string | null;
}
