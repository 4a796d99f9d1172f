import { ApiProperty } from '@nestjs/swagger';
import { PendingDedicationDto } from '../../dedications/dto/pending-dedication.dto';
import { PanelGraveyardDto, PanelNoticeQrDto } from '../../obituaries/dto/notice-list.dto';

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

/** The deceased an order is for (the partner's). */
export class PartnerOrderDeceasedDto {
  @ApiProperty() ID: number;
  @ApiProperty() name: string;
  @ApiProperty() surname: string;
}

/** A row of the partner panel's orders table (spec panels §2 "Tables: ... orders"). */
export class PartnerOrderDto {
  @ApiProperty() ID: number;
  @ApiProperty({ enum: ['qrcode', 'dedic', 'memorial'] }) type: string;
  @ApiProperty({
    enum: ['created', 'awaiting_payment', 'paid', 'cancelled', 'failed', 'refunded', 'on_account'],
  })
  status: string;
  @ApiProperty({ description: 'Euro cents' }) amountCents: number;
  @ApiProperty() buyer: string;
  @ApiProperty({ description: 'Unix seconds' }) time: number;
  @ApiProperty({ type: Number, nullable: true, description: 'Unix seconds' }) paidTime: number | null;
  @ApiProperty({ type: PartnerOrderDeceasedDto, nullable: true }) deceased: PartnerOrderDeceasedDto | null;
}

export class PartnerOrderListDto {
  @ApiProperty({ type: [PartnerOrderDto] }) orders: PartnerOrderDto[];
  @ApiProperty() total: number;
  @ApiProperty() page: number;
  @ApiProperty() maxResults: number;
}
