import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntitySubscriberInterface, InsertEvent, UpdateEvent } from 'typeorm';
import { Deceased } from './deceased.entity';
import { insertNameWords, writeNameWords } from './name-words';

const NAME_PROPERTIES = new Set(['nameNormalized', 'surnameNormalized']);

/**
 * Keeps the name words (name-words.ts) of every deceased inserted through the entity — save() or insert(),
 * by any module, the demo data and the tests' helpers — in the inserting transaction; and of a loaded
 * deceased saved with new names. An update() by criteria carries no id to the subscriber: those writers
 * call writeNameWords themselves (DeceasedRecords.updatePerson, DeceasedService.updateTombstoneData).
 * Deleting a deceased drops its words by the foreign key (ON DELETE CASCADE).
 */
@Injectable()
export class NameWordsSubscriber implements EntitySubscriberInterface<Deceased> {
  constructor(@InjectDataSource() dataSource: DataSource) {
    dataSource.subscribers.push(this);
  }

  listenTo() {
    return Deceased;
  }

  async afterInsert(event: InsertEvent<Deceased>): Promise<void> {
    const person = event.entity;
    if (!person?.id || person.nameNormalized === undefined) return;
    await insertNameWords(event.manager, [
      { id: person.id, nameNormalized: person.nameNormalized, surnameNormalized: person.surnameNormalized },
    ]);
  }

  async afterUpdate(event: UpdateEvent<Deceased>): Promise<void> {
    const person = event.entity as Partial<Deceased> | undefined;
    const renamed = event.updatedColumns.some((column) => NAME_PROPERTIES.has(column.propertyName));
    if (!person?.id || !renamed) return;
    const saved = event.databaseEntity ? { ...event.databaseEntity, ...person } : person;
    if (saved.nameNormalized === undefined || saved.surnameNormalized === undefined) return;
    await writeNameWords(event.manager, person.id, saved.nameNormalized, saved.surnameNormalized);
  }
}
