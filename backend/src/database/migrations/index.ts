import { InitialSchema1763740000000 } from './1763740000000-InitialSchema';
import { Messaging1763800000000 } from './1763800000000-Messaging';
import { Accounts1763810000000 } from './1763810000000-Accounts';
import { Condolences1763820000000 } from './1763820000000-Condolences';
import { ContentAndContact1763830000000 } from './1763830000000-ContentAndContact';
import { SearchIndexes1763840000000 } from './1763840000000-SearchIndexes';
import { MemorialMedia1763850000000 } from './1763850000000-MemorialMedia';
import { Orders1763860000000 } from './1763860000000-Orders';
import { DedicationOrdersAndQrCodes1763870000000 } from './1763870000000-DedicationOrdersAndQrCodes';
import { PageCacheEvents1763880000000 } from './1763880000000-PageCacheEvents';
import { Plaques1763890000000 } from './1763890000000-Plaques';
import { AuditLog1763895000000 } from './1763895000000-AuditLog';
import { Lamps1763896000000 } from './1763896000000-Lamps';
import { TombstoneAgeAndCoordinates1763897300000 } from './1763897300000-TombstoneAgeAndCoordinates';
import { PartnerRequests1763897400000 } from './1763897400000-PartnerRequests';
import { TrustedDevices1763897600000 } from './1763897600000-TrustedDevices';
import { PlatformSettings1763898700000 } from './1763898700000-PlatformSettings';
import { SessionActing1763898800000 } from './1763898800000-SessionActing';
import { Obituaries1763898900000 } from './1763898900000-Obituaries';
import { ObituaryScheduledPublications1763899000000 } from './1763899000000-ObituaryScheduledPublications';
import { LampWatch1763899100000 } from './1763899100000-LampWatch';
import { PartnerPageAddress1763899300000 } from './1763899300000-PartnerPageAddress';
import { OutboxDelivery1763899500000 } from './1763899500000-OutboxDelivery';
import { Invoices1763899700000 } from './1763899700000-Invoices';
import { InvoiceDelivery1763899800000 } from './1763899800000-InvoiceDelivery';
import { LampRenewals1763899900000 } from './1763899900000-LampRenewals';
import { MourningCalendar1763900100000 } from './1763900100000-MourningCalendar';
import { DedicationModeration1763900200000 } from './1763900200000-DedicationModeration';
import { LampPaymentOrder1763900300000 } from './1763900300000-LampPaymentOrder';
import { LampRenewalLinks1763900310000 } from './1763900310000-LampRenewalLinks';
import { PagePrivacy1763900500000 } from './1763900500000-PagePrivacy';
import { DeceasedNameWords1763900700000 } from './1763900700000-DeceasedNameWords';
import { QrCodesTemporaryIdIndex1763900750000 } from './1763900750000-QrCodesTemporaryIdIndex';
import { LampManagerAnomalyIndex1763900800000 } from './1763900800000-LampManagerAnomalyIndex';
import { RowCounts1763900600000 } from './1763900600000-RowCounts';
import { PageMembers1763900400000 } from './1763900400000-PageMembers';
import { AuditKeysetIndexes1763900650000 } from './1763900650000-AuditKeysetIndexes';
import { LampSearchIndexes1763900660000 } from './1763900660000-LampSearchIndexes';

/** The one migration set, in order (DESIGN "Data"). */
export const MIGRATIONS = [
  InitialSchema1763740000000,
  Messaging1763800000000,
  Accounts1763810000000,
  Condolences1763820000000,
  ContentAndContact1763830000000,
  SearchIndexes1763840000000,
  MemorialMedia1763850000000,
  Orders1763860000000,
  DedicationOrdersAndQrCodes1763870000000,
  PageCacheEvents1763880000000,
  Plaques1763890000000,
  AuditLog1763895000000,
  Lamps1763896000000,
  TombstoneAgeAndCoordinates1763897300000,
  PartnerRequests1763897400000,
  TrustedDevices1763897600000,
  PlatformSettings1763898700000,
  SessionActing1763898800000,
  Obituaries1763898900000,
  ObituaryScheduledPublications1763899000000,
  LampWatch1763899100000,
  PartnerPageAddress1763899300000,
  OutboxDelivery1763899500000,
  Invoices1763899700000,
  InvoiceDelivery1763899800000,
  LampRenewals1763899900000,
  MourningCalendar1763900100000,
  DedicationModeration1763900200000,
  LampPaymentOrder1763900300000,
  LampRenewalLinks1763900310000,
  PageMembers1763900400000,
  PagePrivacy1763900500000,
  RowCounts1763900600000,
  AuditKeysetIndexes1763900650000,
  LampSearchIndexes1763900660000,
  DeceasedNameWords1763900700000,
  QrCodesTemporaryIdIndex1763900750000,
  LampManagerAnomalyIndex1763900800000,
];
