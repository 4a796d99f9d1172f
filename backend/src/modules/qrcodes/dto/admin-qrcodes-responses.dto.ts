import { ApiProperty } from '@nestjs/swagger';
import { NextAfterProperty, PreviousBeforeProperty } from '../../../common/page-query.dto';

/** One code of a generated batch (spec panels §7 generateQrcode → qrcodeData). */
export class GeneratedQrCodeDto {
  @ApiProperty() ID: number;
  @ApiProperty({ description: '10 characters of A–Z 2–9 without look-alikes' }) code: string;
  @ApiProperty({ description: '8 characters, printed with the plaque' }) verification_code: string;
  @ApiProperty({ description: 'What the plaque QR encodes: {PUBLIC_URL}/qr/{code}' }) url: string;
  @ApiProperty({ description: 'The condolence QR: {PUBLIC_URL}/qr/{code}/condoglianze' })
  url_condoglianze: string;
}

export class GenerateQrcodeDataDto {
  @ApiProperty({ type: [GeneratedQrCodeDto] }) qrcodeData: GeneratedQrCodeDto[];
}

export class QrDeceasedRefDto {
  @ApiProperty() ID: number;
  @ApiProperty() name: string;
  @ApiProperty() surname: string;
}

export class QrOwnerRefDto {
  @ApiProperty() ID: number;
  @ApiProperty() name: string;
  @ApiProperty() surname: string;
  @ApiProperty() username: string;
}

/** A row of the QR administration table (spec panels §2 "QR administration table"). */
export class QrAdminRowDto {
  @ApiProperty() ID: number;
  @ApiProperty() code: string;
  @ApiProperty() verification_code: string;
  @ApiProperty({ enum: [0, 1] }) temporary: number;
  @ApiProperty({ enum: [0, 1] }) sold: number;
  @ApiProperty({ type: String, nullable: true, enum: ['online', 'conto-vendita', 'admin', null] })
  saleChannel: string | null;
  @ApiProperty({ enum: [0, 1], description: '1 = given on account (sale channel conto-vendita)' })
  contoVendita: number;
  @ApiProperty({ description: "'Visualizza qr-code': the PNG of the plaque's QR" }) image: string;
  @ApiProperty() url: string;
  @ApiProperty() url_condoglianze: string;
  @ApiProperty({ type: QrDeceasedRefDto, nullable: true }) deceased: QrDeceasedRefDto | null;
  @ApiProperty({ type: QrOwnerRefDto, nullable: true, description: "The deceased's owner, else the buyer" })
  owner: QrOwnerRefDto | null;
  @ApiProperty({ enum: [0, 1], description: "1 = an ownership transfer waits ('In accettazione')" })
  pending: number;
  @ApiProperty({ type: String, nullable: true, enum: ['pending', 'active', null] })
  activationStatus: string | null;
  @ApiProperty({ type: Number, nullable: true }) partnerID: number | null;
  @ApiProperty({
    type: Number,
    nullable: true,
    description: 'Temporary codes: end of validity, unix seconds',
  })
  expiresAt: number | null;
  @ApiProperty({ description: 'A temporary code whose 30 days are over' }) expired: boolean;
  @ApiProperty({ description: 'Unix seconds' }) createdAt: number;
}

export class QrAdminListDto {
  @ApiProperty({ type: [QrAdminRowDto] }) qrcodes: QrAdminRowDto[];
  @ApiProperty({ description: 'Codes matching the filter, counted up to 10 000' }) total: number;
  @ApiProperty({ description: 'More codes match than counted: total is a lower bound' })
  totalAtLeast: boolean;
  @NextAfterProperty() nextAfter: number | null;
  @PreviousBeforeProperty() previousBefore: number | null;
  @ApiProperty() page: number;
  @ApiProperty() maxResults: number;
}

export class QrOwnerAddressDto {
  @ApiProperty({ type: String, nullable: true }) region: string | null;
  @ApiProperty({ type: String, nullable: true }) province: string | null;
  @ApiProperty({ type: String, nullable: true }) location: string | null;
  @ApiProperty({ type: String, nullable: true }) street: string | null;
  @ApiProperty({ type: String, nullable: true }) cap: string | null;
  @ApiProperty({ type: String, nullable: true }) completeAddress: string | null;
}

export class QrListOwnerDto {
  @ApiProperty() ID: number;
  @ApiProperty() name: string;
  @ApiProperty() surname: string;
  @ApiProperty() username: string;
  @ApiProperty({ type: String, nullable: true }) telephone: string | null;
  @ApiProperty({ type: String, nullable: true }) email: string | null;
  @ApiProperty({ type: QrOwnerAddressDto, nullable: true }) address: QrOwnerAddressDto | null;
}

export class QrGraveDto {
  @ApiProperty({ type: String, nullable: true }) name: string | null;
  @ApiProperty({ type: String, nullable: true }) region: string | null;
  @ApiProperty({ type: String, nullable: true }) province: string | null;
  @ApiProperty({ type: String, nullable: true }) location: string | null;
  @ApiProperty({ type: String, nullable: true }) cap: string | null;
}

/**
 * The "QR code list item" of spec panels §3, for the admin's activation table and its classification
 * (spec panels §4 "QR list classification").
 */
export class QrCodeListItemDto {
  @ApiProperty() qrcodeID: number;
  @ApiProperty({ description: 'The activation QR code' }) code: string;
  @ApiProperty() url: string;
  @ApiProperty() verification_code: string;
  @ApiProperty({ description: 'Deceased id, 0 when the plaque has none' }) ID: number;
  @ApiProperty({ type: String, nullable: true }) name: string | null;
  @ApiProperty({ type: String, nullable: true }) surname: string | null;
  @ApiProperty({ type: String, nullable: true, enum: ['M', 'F', null] }) gender: string | null;
  @ApiProperty({
    enum: [0, 1],
    description: 'The verification code was checked: activation requested or done',
  })
  verified: number;
  @ApiProperty({ enum: [0, 1], description: "activationStatus 'active'" }) active: number;
  @ApiProperty({ type: String, nullable: true, enum: ['pending', 'active', null] })
  activationStatus: string | null;
  @ApiProperty({ description: 'Order id, 0 when none' }) orderID: number;
  @ApiProperty({
    type: String,
    nullable: true,
    description: "The order's status; 'created' and 'awaiting_payment' are a pending order",
  })
  orderStatus: string | null;
  @ApiProperty() dedic: number;
  @ApiProperty() condolences: number;
  @ApiProperty({ enum: [0, 1] }) contoVendita: number;
  @ApiProperty({ description: 'Unix seconds of the latest event: activation, request, or creation' })
  time: number;
  @ApiProperty({ description: "That event's Europe/Rome day, 'YYYY-MM-DD'" }) date: string;
  @ApiProperty({ type: Number, nullable: true }) enabled: number | null;
  @ApiProperty({ type: Number, nullable: true, description: '1 tombstone page, 0 obituary only' })
  showPage: number | null;
  @ApiProperty({ description: 'Memorial id, 0 when none' }) memorialID: number;
  @ApiProperty({ type: QrGraveDto, nullable: true }) grave: QrGraveDto | null;
  @ApiProperty({ type: QrListOwnerDto, nullable: true }) owner: QrListOwnerDto | null;
  @ApiProperty({ enum: [0, 1], description: "1 = an ownership transfer waits ('In accettazione')" })
  ownerPending: number;
  @ApiProperty({
    description:
      "The owner's platformAccess (0 client, 1 admin, 2 partner); 1 for a code still in the platform's stock",
  })
  level_access: number;
  @ApiProperty({ type: Number, nullable: true }) partnerID: number | null;
  @ApiProperty({ enum: [0, 1] }) temporary: number;
}

export class ActivationTableDto {
  @ApiProperty({ type: [QrCodeListItemDto] }) qrcodelist: QrCodeListItemDto[];
  @ApiProperty({ description: "The range applied, 'YYYY-MM-DD'" }) startdate: string;
  @ApiProperty() enddate: string;
  @ApiProperty({ description: 'More rows matched than the list holds (narrow the range)' })
  truncated: boolean;
}

export class QrCountsDto {
  @ApiProperty() total: number;
  @ApiProperty({ description: 'Permanent codes not sold, not assigned and never activated' })
  available: number;
}

/** The six summary cards of the admin panel (spec panels §2), live counts. */
export class AdminSummaryDto {
  @ApiProperty({ type: QrCountsDto }) qrcodes: QrCountsDto;
  @ApiProperty({ description: 'Activations waiting for the owner’s confirmation' })
  activationRequests: number;
  @ApiProperty({ description: 'Dedications awaiting review' }) dedications: number;
  @ApiProperty({ description: 'Active partners and lamp managers' }) partners: number;
  @ApiProperty({ description: 'Partner requests waiting for a decision' }) partnerRequests: number;
  @ApiProperty() tombstones: number;
  @ApiProperty() obituaries: number;
}

export class OnlineSaleOrderDto {
  @ApiProperty() ID: number;
  @ApiProperty() status: string;
  @ApiProperty() amountCents: number;
  @ApiProperty({ type: Number, nullable: true, description: 'Unix seconds' }) paidAt: number | null;
}

export class OnlineSaleBuyerDto {
  @ApiProperty() name: string;
  @ApiProperty() surname: string;
  @ApiProperty({ type: String, nullable: true }) email: string | null;
  @ApiProperty({ type: String, nullable: true }) telephone: string | null;
  @ApiProperty({ type: Number, nullable: true }) userID: number | null;
}

export class OnlineSaleDto {
  @ApiProperty() ID: number;
  @ApiProperty() code: string;
  @ApiProperty({ type: OnlineSaleOrderDto, nullable: true }) order: OnlineSaleOrderDto | null;
  @ApiProperty({ type: OnlineSaleBuyerDto, nullable: true }) buyer: OnlineSaleBuyerDto | null;
  @ApiProperty({ type: QrDeceasedRefDto, nullable: true }) deceased: QrDeceasedRefDto | null;
  @ApiProperty({ type: String, nullable: true, enum: ['pending', 'active', null] })
  activationStatus: string | null;
  @ApiProperty({ description: 'Unix seconds' }) createdAt: number;
}

export class OnlineSalesDto {
  @ApiProperty({ type: [OnlineSaleDto] }) sales: OnlineSaleDto[];
  @ApiProperty() total: number;
  @ApiProperty() page: number;
  @ApiProperty() maxResults: number;
}

export class QrDeleteDto {
  @ApiProperty() ID: number;
  @ApiProperty({ description: 'false when it was already gone (a repeated request)' }) deleted: boolean;
}

export class QrSoldDto {
  @ApiProperty() ID: number;
  @ApiProperty({ enum: [1] }) sold: number;
  @ApiProperty({ enum: ['admin'] }) saleChannel: string;
}

export class ContoVenditaResultDto {
  @ApiProperty() orderid: number;
  @ApiProperty({ description: "1 when the plaque's deceased is now flagged contoVendita" })
  contoVendita: number;
}
