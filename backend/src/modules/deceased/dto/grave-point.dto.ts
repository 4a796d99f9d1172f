import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Allow } from 'class-validator';

/** The grave's point in decimal degrees. */
export class GravePointDto {
  @ApiProperty({ example: 45.48551 }) lat: number;
  @ApiProperty({ example: 9.17926 }) lng: number;
}

/** POST /api/account/deceased/:id/gravePoint: the service reads and checks each field. */
export class SetGravePointDto {
  @ApiPropertyOptional({
    description: 'Latitude in decimal degrees (-90…90); empty with lng empty clears the point',
    oneOf: [{ type: 'string' }, { type: 'number' }],
  })
  @Allow()
  lat?: unknown;

  @ApiPropertyOptional({
    description: 'Longitude in decimal degrees (-180…180)',
    oneOf: [{ type: 'string' }, { type: 'number' }],
  })
  @Allow()
  lng?: unknown;

  @ApiPropertyOptional({
    description: "'1' keeps a point outside Italy (after GRAVE_POINT_OUTSIDE_ITALY)",
    oneOf: [{ type: 'string', enum: ['0', '1'] }, { type: 'integer', enum: [0, 1] }, { type: 'boolean' }],
  })
  @Allow()
  confirm?: unknown;
}

export class GravePointDataDto {
  @ApiProperty({ type: GravePointDto, nullable: true }) gravePoint: GravePointDto | null;
}
