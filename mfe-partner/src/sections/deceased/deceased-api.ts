// The partner's #deceased table: GET api/partnerPanel/deceased (issue 11 contract "BL", PartnerDeceasedListDto).

/** A row of PartnerDeceasedListDto (backend/src/modules/obituaries/panel/dto/panel-responses.dto.ts). */
export interface PartnerDeceasedRow {
  ID: number;
  name: string;
  surname: string;
  gender: string;
  dateOfBirth: string | null;
  dateOfDeath: string | null;
  graveyard: {
    name: string | null;
    region: string | null;
    province: string | null;
    location: string | null;
    cap: string | null;
  };
  tombstoneQr: {
    ID: number;
    code: string;
    image: string;
    activationStatus: string | null;
    temporary: number;
  } | null;
  noticeQr: { link: string; card: string } | null;
  enabled: number;
  ownerPending: number;
  contoVendita: number;
  showPage: number;
  pageID: number | null;
  condolences: number;
  time: number;
}

export interface PartnerDeceasedList {
  deceased: PartnerDeceasedRow[];
  total: number;
  page: number;
  maxResults: number;
}

export const DECEASED_PATH = '/partnerPanel/deceased';
/** spec panels §9: dashboard tables 5, 10, 25, 100 rows, default 5. */
export const PAGE_SIZES = [5, 10, 25, 100];
