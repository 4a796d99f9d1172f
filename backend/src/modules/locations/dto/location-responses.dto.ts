import { ApiProperty } from '@nestjs/swagger';

export class RegionItemDto {
  @ApiProperty({ example: 10 }) ID: number;
  @ApiProperty({ example: 'Lombardia' }) name: string;
}

export class RegionsDataDto {
  @ApiProperty({ type: [RegionItemDto] }) regioni: RegionItemDto[];
}

export class ProvinceItemDto {
  @ApiProperty({ example: 15 }) ID: number;
  @ApiProperty({ example: 'Milano' }) name: string;
  @ApiProperty({ example: 'MI' }) sigla: string;
  @ApiProperty({ example: 4 }) idregione: number;
  @ApiProperty({
    example: '20010',
    description: "Lowest CAP of the province's comuni (spec panels §3 minCap)",
  })
  minCap: string;
  @ApiProperty({
    example: '20162',
    description: "Highest CAP of the province's comuni (spec panels §3 maxCap)",
  })
  maxCap: string;
}

export class ProvincesDataDto {
  @ApiProperty({ type: [ProvinceItemDto] }) province: ProvinceItemDto[];
}

export class ComuneItemDto {
  @ApiProperty({ example: 15146 }) ID: number;
  @ApiProperty({ example: 'Milano' }) name: string;
  @ApiProperty({ example: '20121', description: 'Main (lowest) CAP' }) cap: string;
  @ApiProperty({ type: [String], example: ['20121', '20122'] }) capList: string[];
}

export class ComuniDataDto {
  @ApiProperty({ type: [ComuneItemDto] }) comuni: ComuneItemDto[];
}

export class CapComuneItemDto extends ComuneItemDto {
  @ApiProperty({ example: 15 }) provinceID: number;
  @ApiProperty({ example: 4 }) regionID: number;
}

export class CapComuniDataDto {
  @ApiProperty({ type: [CapComuneItemDto] }) comuni: CapComuneItemDto[];
}

export class CountryItemDto {
  @ApiProperty({ example: 105 }) id: number;
  @ApiProperty({ example: 'Italia' }) nicename: string;
}

export class CountriesDataDto {
  @ApiProperty({ type: [CountryItemDto] }) countries: CountryItemDto[];
}
