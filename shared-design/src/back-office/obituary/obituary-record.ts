// One saved record (GET api/obituaries/record/{id}) as the form's values, and which form edits it.
import { romeDay, type NotificationZone } from '@ricordo/shared-design';
import type { ObituaryRecord } from './obituary-api';
import {
  DEFAULT_BACKGROUND,
  emptyObituaryValues,
  emptyTexts,
  type FuneralPlaceValue,
  type ObituaryFormKind,
  type ObituaryValues,
} from './obituary-values';

/** 'YYYY/MM/DD' → 'YYYY-MM-DD' (the date inputs' form); null → ''. */
const isoDate = (value: string | null) => (value ? value.replace(/\//g, '-').slice(0, 10) : '');

/** The kind of the full edit ('Aggiungi defunto' modal): what the record carries. */
export function kindOfRecord(record: Pick<ObituaryRecord, 'hasNotice' | 'showPage'>): ObituaryFormKind {
  if (!record.hasNotice) return 'tombstone';
  return record.showPage === 1 ? 'both' : 'notice';
}

export function valuesOfRecord(record: ObituaryRecord): ObituaryValues {
  const empty = emptyObituaryValues();
  const funeralPlaces: FuneralPlaceValue[] = record.funeralPlaces.map((place) => ({
    name: place.name ?? '',
    region: place.region,
    province: place.province,
    location: place.location,
    cap: place.cap,
  }));
  const referringPlaces: NotificationZone[] = record.referringPlaces.map((place) => ({
    region: place.region,
    province: place.province,
    location: place.location,
    cap: place.cap,
  }));
  return {
    ...empty,
    partnerId: record.partnerID > 0 ? record.partnerID : null,
    name: record.name,
    surname: record.surname,
    gender: record.gender === 'M' || record.gender === 'F' ? record.gender : '',
    dateOfBirth: isoDate(record.dateOfBirth),
    dateOfDeath: isoDate(record.dateOfDeath),
    age: record.age === null ? '' : String(record.age),
    aphorism: record.aphorism ?? '',
    graveyard: {
      region: record.graveyardRegion,
      province: record.graveyardProvince,
      location: record.graveyardCity,
      cap: record.graveyardCap,
    },
    graveyardName: record.graveyardName ?? '',
    graveyardAddress: record.graveyardAddress ?? '',
    texts: record.manifestTexts ?? emptyTexts(),
    bg: record.manifestBg ?? DEFAULT_BACKGROUND,
    publishDate: record.publishDate ? romeDay(new Date(record.publishDate * 1000)) : empty.publishDate,
    funeralDate: isoDate(record.funeralDate),
    funeralPlaces: funeralPlaces.length > 0 ? funeralPlaces : empty.funeralPlaces,
    referringPlaces,
    obituaryNote: record.obituaryNote ?? '',
    terms: true,
  };
}
