import type { Deceased } from '../../deceased/deceased.entity';
import type { DeceasedFuneralPlace } from '../deceased-funeral-place.entity';
import type { DeceasedReferringPlace } from '../deceased-referring-place.entity';
import { MANIFEST_BLOCK_FIELDS } from '../manifest-limits';
import { MANIFEST_BLOCKS, parseManifestTexts } from '../manifest-texts';
import { FORM_PARTS, type FormKind } from './obituary-form-rules';

export interface StoredPlaces {
  /** In form order (position). */
  funeral: DeceasedFuneralPlace[];
  /** In saved order (id). */
  referring: DeceasedReferringPlace[];
}

const text = (value: string | number | null) => (value === null ? '' : String(value));

/**
 * A stored record as the text fields of its edit form (docs/contracts.md "Deceased and obituary forms": a
 * field an edit leaves out keeps its stored value). The save lays the fields sent over these, so the form's
 * rules see the whole record and write back what they were not sent unchanged. Only the fields the form
 * `kind` writes; the notice's only when the record has one. Not here: publish_date (left out, the time is
 * kept), partnerid (left out, the partner is kept), the files and the removal flags (left out, kept).
 */
export function storedFormFields(
  kind: FormKind,
  person: Deceased,
  places: StoredPlaces,
): Record<string, string> {
  const fields: Record<string, string> = {
    'admin-add-name': person.name,
    'admin-add-surname': person.surname,
    'admin-add-gender': person.gender,
    'admin-add-born-date': text(person.dateOfBirth),
    'admin-add-death-date': text(person.dateOfDeath),
    'admin-add-age': text(person.age),
    'admin-add-aphorism': text(person.aphorism),
    'admin-add-graveyard-name': text(person.graveyardName),
    'admin-add-graveyard-region': text(person.graveyardRegionId),
    'admin-add-graveyard-province': text(person.graveyardProvinceId),
    'admin-add-graveyard-city': text(person.graveyardLocationId),
    'admin-add-graveyard-cap': text(person.graveyardCap),
    'admin-add-graveyard-address': text(person.graveyardAddress),
    'referring-place': JSON.stringify(
      places.referring.map((place) => ({
        region: place.regionId,
        province: place.provinceId,
        location: place.locationId,
        cap: place.cap,
      })),
    ),
  };
  const texts = parseManifestTexts(person.manifestTexts);
  if (!FORM_PARTS[kind].notice || texts === null) return fields;
  for (const block of MANIFEST_BLOCKS) fields[MANIFEST_BLOCK_FIELDS[block]] = JSON.stringify(texts[block]);
  if (person.manifestBg !== null) fields.bg = String(person.manifestBg);
  fields['funeral-date'] = text(person.funeralDate);
  fields['obituary-editor'] = text(person.obituaryNote);
  fields['funeral-place'] = JSON.stringify(
    places.funeral.map((place) => ({
      name: place.name,
      region: place.regionId,
      province: place.provinceId,
      location: place.locationId,
      cap: place.cap,
    })),
  );
  return fields;
}

/** The fields sent over the stored ones: a field the request carries (even empty) wins, a missing one is kept. */
export function withStoredFields(
  sent: Record<string, string | undefined>,
  stored: Record<string, string>,
): Record<string, string | undefined> {
  const merged: Record<string, string | undefined> = { ...stored };
  for (const [name, value] of Object.entries(sent)) if (value !== undefined) merged[name] = value;
  return merged;
}
