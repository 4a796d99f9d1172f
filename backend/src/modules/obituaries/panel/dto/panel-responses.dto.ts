import { ApiProperty } from '@nestjs/swagger';
import { PendingDedicationDto } from '../../../dedications/dto/pending-dedication.dto';

export class PanelPartnerRefDto {
  @ApiProperty() ID: number;
  @ApiProperty() name: string;
}

export class PartnerQrCountsDto {
  @ApiProperty({ description: "The partner's QR codes (temporary and bought)" }) total: number;
  @ApiProperty({ description: 'Temporary codes still usable: not expired, not on a deceased yet' })
  temporaryAvailable: number;
}

/** GET api/partnerPanel/summary: the counts on the partner panel's cards (spec panels §2). */
export class PartnerPanelSummaryDto {
  @ApiProperty({ description: 'Digital tombstones (showPage 1)' }) tombstones: number;
  @ApiProperty({ description: 'Notices only (showPage 0)' }) notices: number;
  @ApiProperty({ description: "Dedications waiting for a decision on the partner's deceased" })
  dedications: number;
  @ApiProperty({ type: PartnerQrCountsDto }) qrcodes: PartnerQrCountsDto;
}

/** The place of the grave (spec panels §2 "cemetery data"). */
export class PanelGraveyardDto {
  @ApiProperty({ type: String, nullable: true }) name: string | null;
  @ApiProperty({ type: String, nullable: true }) region: string | null;
  @ApiProperty({ type: String, nullable: true, description: 'Province code' }) province: string | null;
  @ApiProperty({ type: String, nullable: true, description: 'Comune' }) location: string | null;
  @ApiProperty({ type: String, nullable: true }) cap: string | null;
}

/** The plaque on a tombstone (spec panels §2 "tombstone QR"). */
export class PanelTombstoneQrDto {
  @ApiProperty() ID: number;
  @ApiProperty() code: string;
  @ApiProperty({ description: "URL of the plaque's QR as PNG (api/qrcodes/{id}/image.png)" }) image: string;
  @ApiProperty({
    type: String,
    nullable: true,
    enum: ['pending', 'active', 'expired'],
    description: "pending: waiting for the owner's confirmation",
  })
  activationStatus: string | null;
  @ApiProperty({ enum: [0, 1] }) temporary: number;
}

/** The notice's QR (spec panels §2 "notice QR"): the page it leads to and the card that prints it. */
export class PanelNoticeQrDto {
  @ApiProperty({ example: '/memorial?0001000', description: 'The notice page the QR encodes' }) link: string;
  @ApiProperty({
    example: '/api/obituaryCard/create/1000?format=jpg',
    description: "'Manifesto + Cartoncino Qr' (the card with the QR)",
  })
  card: string;
}

/** One row of the partner's #deceased table (spec panels §2 columns). */
export class PartnerDeceasedRowDto {
  @ApiProperty() ID: number;
  @ApiProperty() name: string;
  @ApiProperty() surname: string;
  @ApiProperty({ enum: ['M', 'F'] }) gender: string;
  @ApiProperty({ type: String, nullable: true, example: '1931-03-12' }) dateOfBirth: string | null;
  @ApiProperty({ type: String, nullable: true, example: '2019-11-02' }) dateOfDeath: string | null;
  @ApiProperty({ type: PanelGraveyardDto }) graveyard: PanelGraveyardDto;
  @ApiProperty({ type: PanelTombstoneQrDto, nullable: true }) tombstoneQr: PanelTombstoneQrDto | null;
  @ApiProperty({ type: PanelNoticeQrDto, nullable: true, description: 'null for a record without a notice' })
  noticeQr: PanelNoticeQrDto | null;
  @ApiProperty({ enum: [0, 1], description: '0: the page is not served to visitors' }) enabled: number;
  @ApiProperty({ enum: [0, 1], description: "1 while a 'Cedi proprietà' waits for its receiver" })
  ownerPending: number;
  @ApiProperty({ enum: [0, 1], description: '1 sale on account, not completed (spec panels §3)' })
  contoVendita: number;
  @ApiProperty({ enum: [0, 1], description: 'Digital tombstone: 1 a tombstone page, 0 a notice only' })
  showPage: number;
  @ApiProperty({ type: Number, nullable: true, description: 'pageID: the tombstone record of a notice' })
  pageID: number | null;
  @ApiProperty({ description: 'Published condolences' }) condolences: number;
  @ApiProperty({ description: 'Publication, unix seconds' }) time: number;
}

export class PartnerDeceasedListDto {
  @ApiProperty({ type: [PartnerDeceasedRowDto] }) deceased: PartnerDeceasedRowDto[];
  @ApiProperty() total: number;
  @ApiProperty() page: number;
  @ApiProperty() maxResults: number;
}

/** One notice (necrologio) of #pages (partner) and #necrologi (admin). */
export class ObituaryRowDto {
  @ApiProperty() ID: number;
  @ApiProperty() name: string;
  @ApiProperty() surname: string;
  @ApiProperty({ enum: ['M', 'F'] }) gender: string;
  @ApiProperty({ type: String, nullable: true }) dateOfBirth: string | null;
  @ApiProperty({ type: String, nullable: true }) dateOfDeath: string | null;
  @ApiProperty({ type: Number, nullable: true }) age: number | null;
  @ApiProperty({ type: String, nullable: true, description: "'YYYY-MM-DD', null = none" })
  funeralDate: string | null;
  @ApiProperty({ type: PanelGraveyardDto }) graveyard: PanelGraveyardDto;
  @ApiProperty({
    type: String,
    nullable: true,
    description:
      'URL under /media/ of the manifesto shown: the uploaded custom one while set, else the generated',
  })
  manifestImage: string | null;
  @ApiProperty({ description: 'The manifesto shown is an uploaded custom one' }) manifestCustom: boolean;
  @ApiProperty({ description: 'Publication date, unix seconds' }) publicationDate: number;
  @ApiProperty({ enum: [0, 1] }) enabled: number;
  @ApiProperty({ enum: [0, 1], description: '0 notice only, 1 also the tombstone page' }) showPage: number;
  @ApiProperty({ enum: [0, 1], description: '1 sale on account, not completed (spec panels §3)' })
  contoVendita: number;
  @ApiProperty({ type: Number, nullable: true, description: 'pageID: the tombstone record of this notice' })
  pageID: number | null;
  @ApiProperty({ type: PanelNoticeQrDto }) noticeQr: PanelNoticeQrDto;
  @ApiProperty({ description: 'Published condolences' }) condolences: number;
  @ApiProperty({ type: PanelPartnerRefDto, nullable: true }) partner: PanelPartnerRefDto | null;
}

export class ObituaryListDto {
  @ApiProperty({ type: [ObituaryRowDto] }) obituaries: ObituaryRowDto[];
  @ApiProperty() total: number;
  @ApiProperty() page: number;
  @ApiProperty() maxResults: number;
}

/** GET api/partnerPanel/dedications: pending dedications on the partner's deceased, newest first. */
export class PartnerDedicationListDto {
  @ApiProperty({ type: [PendingDedicationDto] }) dedications: PendingDedicationDto[];
  @ApiProperty() total: number;
  @ApiProperty() page: number;
  @ApiProperty() maxResults: number;
}

export class PartnerDedicationDecisionDto {
  @ApiProperty() ID: number;
  @ApiProperty({ enum: ['accepted', 'refused'] }) status: 'accepted' | 'refused';
  @ApiProperty() deceasedID: number;
}
