import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { User } from '../accounts/user.entity';
import { Comune } from '../locations/comune.entity';
import { Province } from '../locations/province.entity';
import { Region } from '../locations/region.entity';
import { Partner } from '../partners/partner.entity';

export type Gender = 'M' | 'F';

export const PAGE_PRIVACIES = ['public', 'link', 'private'] as const;
export type PagePrivacy = (typeof PAGE_PRIVACIES)[number];

/** One deceased person: the tombstone page and/or the obituary of spec panels §3 "Deceased". */
@Entity('deceased')
@Index('IDX_deceased_surname_name', ['surnameNormalized', 'nameNormalized'])
@Index('IDX_deceased_name', ['nameNormalized'])
@Index('IDX_deceased_publication', ['enabled', 'publicationTime'])
@Index('IDX_deceased_graveyard_location', ['graveyardLocationId'])
@Index('IDX_deceased_partner', ['partnerId'])
@Index('IDX_deceased_owner', ['ownerUserId'])
// Home search orders (search module, migration SearchIndexes1763840000000).
@Index('IDX_deceased_search_insert', ['enabled', 'publicationTime', 'showPage', 'id'])
@Index('IDX_deceased_search_region_insert', [
  'enabled',
  'graveyardRegionId',
  'publicationTime',
  'showPage',
  'id',
])
@Index('IDX_deceased_search_death', ['enabled', 'dateOfDeath', 'id'])
@Index('IDX_deceased_search_region_death', ['enabled', 'graveyardRegionId', 'dateOfDeath', 'id'])
@Index('IDX_deceased_search_name', ['enabled', 'nameNormalized', 'surnameNormalized', 'id'])
@Index('IDX_deceased_search_region_name', [
  'enabled',
  'graveyardRegionId',
  'nameNormalized',
  'surnameNormalized',
  'id',
])
@Index('IDX_deceased_search_surname', ['enabled', 'surnameNormalized', 'nameNormalized', 'id'])
@Index('IDX_deceased_search_region_surname', [
  'enabled',
  'graveyardRegionId',
  'surnameNormalized',
  'nameNormalized',
  'id',
])
export class Deceased {
  @PrimaryGeneratedColumn({ type: 'int' })
  id: number;

  @Column({ type: 'varchar', length: 100 })
  name: string;

  @Column({ type: 'varchar', length: 100 })
  surname: string;

  @Column({ name: 'name_normalized', type: 'varchar', length: 100 })
  nameNormalized: string;

  @Column({ name: 'surname_normalized', type: 'varchar', length: 100 })
  surnameNormalized: string;

  @Column({ type: 'varchar', length: 1 })
  gender: Gender;

  /** 'YYYY-MM-DD' or null when unknown. */
  @Column({ name: 'date_of_birth', type: 'date', nullable: true })
  dateOfBirth: string | null;

  @Column({ name: 'date_of_death', type: 'date', nullable: true })
  dateOfDeath: string | null;

  @Column({ name: 'publication_time', type: 'datetime' })
  publicationTime: Date;

  @Column({ type: 'text', nullable: true })
  aphorism: string | null;

  @Column({ name: 'graveyard_name', type: 'varchar', length: 200, nullable: true })
  graveyardName: string | null;

  @Column({ name: 'graveyard_region_id', type: 'int', nullable: true })
  graveyardRegionId: number | null;

  @ManyToOne(() => Region, { onDelete: 'NO ACTION', onUpdate: 'NO ACTION' })
  @JoinColumn({ name: 'graveyard_region_id', foreignKeyConstraintName: 'FK_deceased_graveyard_region' })
  graveyardRegion?: Region;

  @Column({ name: 'graveyard_province_id', type: 'int', nullable: true })
  graveyardProvinceId: number | null;

  @ManyToOne(() => Province, { onDelete: 'NO ACTION', onUpdate: 'NO ACTION' })
  @JoinColumn({ name: 'graveyard_province_id', foreignKeyConstraintName: 'FK_deceased_graveyard_province' })
  graveyardProvince?: Province;

  @Column({ name: 'graveyard_location_id', type: 'int', nullable: true })
  graveyardLocationId: number | null;

  @ManyToOne(() => Comune, { onDelete: 'NO ACTION', onUpdate: 'NO ACTION' })
  @JoinColumn({ name: 'graveyard_location_id', foreignKeyConstraintName: 'FK_deceased_graveyard_location' })
  graveyardLocation?: Comune;

  @Column({ name: 'graveyard_cap', type: 'varchar', length: 5, nullable: true })
  graveyardCap: string | null;

  /** Burial coordinates 'latitude,longitude' (spec panels §3 graveyardAddress), from the activation form. */
  @Column({ name: 'graveyard_address', type: 'varchar', length: 64, nullable: true })
  graveyardAddress: string | null;

  /** Static age in years (spec panels §3 "age (static age)"), when the family gives one. */
  @Column({ type: 'smallint', nullable: true })
  age: number | null;

  /** Path under the media folder, e.g. 'demo/deceased-1000.jpg'. */
  @Column({ type: 'varchar', length: 255, nullable: true })
  photo: string | null;

  @Column({ name: 'lapide_photo', type: 'varchar', length: 255, nullable: true })
  lapidePhoto: string | null;

  @Column({ name: 'partner_id', type: 'int', nullable: true })
  partnerId: number | null;

  @ManyToOne(() => Partner, { onDelete: 'SET NULL', onUpdate: 'NO ACTION' })
  @JoinColumn({ name: 'partner_id', foreignKeyConstraintName: 'FK_deceased_partner' })
  partner?: Partner;

  @Column({ name: 'owner_user_id', type: 'int', nullable: true })
  ownerUserId: number | null;

  @ManyToOne(() => User, { onDelete: 'SET NULL', onUpdate: 'NO ACTION' })
  @JoinColumn({ name: 'owner_user_id', foreignKeyConstraintName: 'FK_deceased_owner' })
  owner?: User;

  /** 1 = a digital tombstone page, 0 = an obituary only (spec public §4). */
  @Column({ name: 'show_page', type: 'tinyint' })
  showPage: number;

  @Column({ type: 'tinyint' })
  enabled: number;

  /**
   * Who may read the page (docs/contracts.md "Page privacy"): 'public' everyone; 'link' the holders of its
   * QR or secret link; 'private' its family and invited people, signed in. The rule: page-access.ts.
   */
  @Column({ type: 'varchar', length: 10, default: 'public' })
  privacy: PagePrivacy;

  /** The page's secret (its link's token, and the key a scan of its plaque hands out); null until needed. */
  @Column({ name: 'access_key', type: 'varchar', length: 64, nullable: true, select: false })
  accessKey: string | null;

  /** 1 = plaque given on account, sale not completed (spec panels §3 contoVendita, §4). */
  @Column({ name: 'conto_vendita', type: 'tinyint', default: 0 })
  contoVendita: number;

  @Column({ name: 'created_at', type: 'datetime' })
  createdAt: Date;

  /** Funeral date 'YYYY-MM-DD'; null = none (spec panels §3 funeralDate, the spec's 1970-01-01). */
  @Column({ name: 'funeral_date', type: 'date', nullable: true })
  funeralDate: string | null;

  /**
   * The manifesto's five text blocks as JSON (spec panels §3 "Manifest text blocks"): `ManifestTexts` of
   * the obituaries module; null = a record without a notice.
   */
  @Column({ name: 'manifest_texts', type: 'text', nullable: true })
  manifestTexts: string | null;

  /** Index in the manifesto background list (manifestBg). */
  @Column({ name: 'manifest_bg', type: 'smallint', nullable: true })
  manifestBg: number | null;

  /** Media path of the photo printed on the manifesto. */
  @Column({ name: 'manifest_photo', type: 'varchar', length: 255, nullable: true })
  manifestPhoto: string | null;

  /** Media path of the generated manifesto JPEG (the last successful render). */
  @Column({ name: 'manifest_image', type: 'varchar', length: 255, nullable: true })
  manifestImage: string | null;

  /** Media path of an uploaded custom manifesto, which replaces the generated one while set. */
  @Column({ name: 'manifest_custom', type: 'varchar', length: 255, nullable: true })
  manifestCustom: string | null;

  /** The obituary editor's text (rich text, sanitised by the allow-list). */
  @Column({ name: 'obituary_note', type: 'text', nullable: true })
  obituaryNote: string | null;

  /** pageID: the tombstone page record this notice belongs to (spec panels §3 merge rule). */
  @Column({ name: 'page_id', type: 'int', nullable: true })
  pageId: number | null;

  @ManyToOne(() => Deceased, { onDelete: 'SET NULL', onUpdate: 'NO ACTION' })
  @JoinColumn({ name: 'page_id', foreignKeyConstraintName: 'FK_deceased_page' })
  page?: Deceased;
}
