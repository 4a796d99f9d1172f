import { useState, type FormEvent } from 'react';
import { Button, TextField } from '@ricordo/shared-design';
import { OBITUARY_TABLE_TEXTS as T } from './obituary-table-texts';

/** The name filter above a panel's list of deceased or notices: searches what is typed, trimmed, on submit. */
export function NameSearch({ name, onSearch }: { name: string; onSearch(name: string): void }) {
  const [typed, setTyped] = useState(name);
  const search = (event: FormEvent) => {
    event.preventDefault();
    onSearch(typed.trim());
  };
  return (
    <form className="admin-table-filter" role="search" aria-label={T.filter} onSubmit={search}>
      <TextField
        label={T.filterLabel}
        value={typed}
        maxLength={100}
        onChange={(event) => setTyped(event.target.value)}
      />
      <Button type="submit">{T.filterSubmit}</Button>
    </form>
  );
}
