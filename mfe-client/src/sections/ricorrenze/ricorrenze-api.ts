// #ricorrenze's calls (docs/contracts.md "Mourning calendar", "Deceased: the grave's point").
import { api, type Schema } from '@ricordo/shared-design';

export type FamilyDate = Schema<'FamilyDateDto'>;

export interface FamilyDateForm {
  title: string;
  date: string;
  time: string;
  place: string;
  yearly: boolean;
}

export function addFamilyDate(deceasedId: number, form: FamilyDateForm) {
  return api.call('addFamilyDate', {
    path: { id: String(deceasedId) },
    body: { ...form, yearly: form.yearly ? '1' : '0' },
  });
}

export function deleteFamilyDate(deceasedId: number, dateId: number) {
  return api.call('deleteFamilyDate', { path: { id: String(deceasedId), dateId: String(dateId) } });
}

export function setGravePoint(deceasedId: number, lat: string, lng: string, confirm: boolean) {
  return api.call('setGravePoint', {
    path: { id: String(deceasedId) },
    body: { lat, lng, confirm: confirm ? '1' : '0' },
  });
}
