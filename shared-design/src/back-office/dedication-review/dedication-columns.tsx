// The columns that show a dedication under review (spec panels §3 "Dedication"; §9 time dd/MM/yyyy HH:mm),
// the same in the client's and the admin's lists.
import { dedicationLabel, formatDateTime, type DataTableColumn } from '@ricordo/shared-design';
import { DEDICATION_REVIEW_TEXTS as T } from './dedication-review-texts';

/** What both panels' dedication answers carry (PendingDedicationDto, AdminDedicationDto). */
export interface ReviewedDedication {
  ID: number;
  type: string;
  text: string | null;
  time: number;
  showAuthor: string | null;
  media: { filename: string; type: 'photo' | 'video' } | null;
  deceased: { ID: number; name: string; surname: string };
  giver: { name: string; surname: string };
}

export function giverOf(row: Pick<ReviewedDedication, 'giver'>): string {
  return `${row.giver.name} ${row.giver.surname}`.trim();
}

/** Deceased (left out when the list is one deceased's), type, date, text with its media, giver and signature. */
export function dedicationColumns<Row extends ReviewedDedication>(
  options: { withDeceased?: boolean } = {},
): Array<DataTableColumn<Row>> {
  const columns: Array<DataTableColumn<Row>> = [
    { id: 'type', label: T.type, format: (value) => dedicationLabel(String(value ?? '')) },
    {
      id: 'time',
      label: T.date,
      format: (value) => <span className="rc-nowrap">{formatDateTime(value as number)}</span>,
    },
    {
      id: 'text',
      label: T.text,
      minWidth: 180,
      format: (_value, row) => (
        <>
          {row.text ? <span className="rc-dedication-review__text">{row.text}</span> : null}
          {row.media && (
            <>
              {row.text ? <br /> : null}
              <a href={row.media.filename} target="_blank" rel="noopener noreferrer">
                {row.media.type === 'video' ? T.video : T.photo}
                <span className="rc-visually-hidden">{T.newTab}</span>
              </a>
            </>
          )}
        </>
      ),
    },
    {
      id: 'giver',
      label: T.giver,
      minWidth: 120,
      format: (_value, row) => (
        <>
          {giverOf(row)}
          <br />
          <span className="rc-field__hint">{row.showAuthor ? T.signature(row.showAuthor) : T.unsigned}</span>
        </>
      ),
    },
  ];
  if (options.withDeceased === false) return columns;
  return [
    {
      id: 'deceased',
      label: T.deceased,
      minWidth: 120,
      format: (_value, row) => `${row.deceased.name} ${row.deceased.surname}`.trim(),
    },
    ...columns,
  ];
}
