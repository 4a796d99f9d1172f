import { ApiProperty } from '@nestjs/swagger';
import { createHash } from 'node:crypto';

/** A short fingerprint of the shell's index.html: it names the hashed bundle, so each build differs. */
export const shellFingerprint = (html: string) =>
  createHash('sha256').update(html).digest('hex').slice(0, 16);

export class WebVersionDto {
  @ApiProperty({ description: 'Fingerprint of the shell build being served' }) shell: string;
  @ApiProperty({
    type: 'object',
    additionalProperties: { type: 'string' },
    description: 'Published version of each remote (registry.json)',
    example: { mfe_public: '1.0.0' },
  })
  remotes: Record<string, string>;
}
