import { useState, type FormEvent } from 'react';
import { Button, TextField } from '@ricordo/shared-design';
import { BooksExport } from './BooksExport';
import { BooksTables } from './BooksTables';
import { romeMonth } from './books-range';
import { BOOKS_TEXTS as T } from './books-texts';
import { CompanyForm } from './CompanyForm';
import './contabilita.css';

const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;

/**
 * #contabilita: the books of a range of months (sales by product and channel, refunds, PayPal payments,
 * invoices and their sending state) with their CSV and XLSX exports, and Ricordo's company data ('Dati
 * aziendali', the issuer of its invoices).
 */
export default function ContabilitaSection({ title }: { title: string }) {
  const thisMonth = romeMonth();
  const [typed, setTyped] = useState({ from: thisMonth, to: thisMonth });
  const [range, setRange] = useState({ from: thisMonth, to: thisMonth });
  const [rangeError, setRangeError] = useState<string | null>(null);

  const apply = (event: FormEvent) => {
    event.preventDefault();
    const from = MONTH.test(typed.from) ? typed.from : thisMonth;
    const to = MONTH.test(typed.to) ? typed.to : from;
    if (to < from) return setRangeError(T.wrongRange);
    setRangeError(null);
    setRange({ from, to });
  };

  return (
    <>
      <h2 className="panel-section-title">{title}</h2>
      <p className="rc-field__hint">{T.intro}</p>
      <form className="admin-table-filter books-range" onSubmit={apply} aria-label="Periodo">
        <TextField
          type="month"
          label={T.from}
          value={typed.from}
          onChange={(event) => setTyped({ ...typed, from: event.target.value })}
        />
        <TextField
          type="month"
          label={T.to}
          value={typed.to}
          error={rangeError}
          onChange={(event) => setTyped({ ...typed, to: event.target.value })}
        />
        <Button type="submit">{T.apply}</Button>
      </form>
      <BooksExport from={range.from} to={range.to} />
      <BooksTables from={range.from} to={range.to} />
      <section aria-labelledby="company-title" id="dati-aziendali">
        <h3 id="company-title">Dati aziendali di Ricordo</h3>
        <p className="rc-field__hint">
          Sono i dati dell&apos;emittente delle fatture di Ricordo: finché mancano, le fatture restano
          bloccate.
        </p>
        <CompanyForm />
      </section>
    </>
  );
}
