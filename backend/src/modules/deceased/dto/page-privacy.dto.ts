import { ApiProperty } from '@nestjs/swagger';
import { Allow } from 'class-validator';
import { PAGE_PRIVACIES, type PagePrivacy } from '../deceased.entity';

/** PUT /api/account/deceased/:id/privacy: the service checks the value and who may set it. */
export class SetPagePrivacyDto {
  @ApiProperty({ enum: PAGE_PRIVACIES, description: "'public', 'link' or 'private'" })
  @Allow()
  privacy?: unknown;
}

export class PagePrivacyDataDto {
  @ApiProperty({ enum: PAGE_PRIVACIES }) privacy: PagePrivacy;

  @ApiProperty({
    type: String,
    nullable: true,
    description: "The page's secret link (absolute URL) while it is 'link'; null otherwise",
  })
  link: string | null;

  @ApiProperty({ enum: ['owner', 'manager', 'admin'], description: "The caller's place on the page" })
  role: 'owner' | 'manager' | 'admin';

  @ApiProperty({ description: 'Whether the caller may make the page more visible (the owner alone)' })
  mayWiden: boolean;
}
