import { normalizeName } from '../common/text-normalize';
import { Deceased } from '../modules/deceased/deceased.entity';
import type { TestApp } from './test-app';

/**
 * A deceased row written straight to the database: published and enabled, no dates, place, photo or
 * partner unless `fields` says otherwise; the search names are normalised as the app does.
 */
export async function saveDeceased(
  testApp: TestApp,
  fields: Partial<Deceased> & Pick<Deceased, 'name' | 'surname'>,
): Promise<Deceased> {
  const repository = testApp.dataSource.getRepository(Deceased);
  return repository.save(
    repository.create({
      nameNormalized: normalizeName(fields.name),
      surnameNormalized: normalizeName(fields.surname),
      gender: 'F',
      dateOfBirth: null,
      dateOfDeath: null,
      publicationTime: new Date('2020-01-01T00:00:00Z'),
      aphorism: null,
      graveyardName: null,
      graveyardRegionId: null,
      graveyardProvinceId: null,
      graveyardLocationId: null,
      graveyardCap: null,
      photo: null,
      lapidePhoto: null,
      partnerId: null,
      ownerUserId: null,
      showPage: 1,
      enabled: 1,
      createdAt: new Date(),
      ...fields,
    }),
  );
}
