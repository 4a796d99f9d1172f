import type { DeceasedData } from '@ricordo/shared-design';
import { isRecord, takeEmbeddedData } from '../memorial/ssr-data';
import type { BookMessage } from './book-api';

/** What the server embeds with its first paint of the book (backend web/server-page.ts `BookPageData`). */
export interface ServerBook {
  page: 'memorial-book';
  deceased: DeceasedData;
  condolenceLimit: number;
  open: boolean;
  messages: BookMessage[];
  phrases: string[];
}

/** The embedded book data when the server drew this deceased's book, else null. */
export function takeServerBook(id: number): ServerBook | null {
  return takeEmbeddedData((value) =>
    isRecord(value) &&
    value.page === 'memorial-book' &&
    isRecord(value.deceased) &&
    value.deceased.ID === id &&
    Array.isArray(value.messages) &&
    Array.isArray(value.phrases)
      ? (value as unknown as ServerBook)
      : null,
  );
}
