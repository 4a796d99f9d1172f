import { useEffect, useState, type FormEvent } from 'react';
import { ApiError } from '../api/client';
import { USER_SEARCH_MAX } from '../forms/limits';
import { MESSAGES } from '../messages';
import { Button } from './Button';
import { FormMessage } from './FormMessage';
import { RadioGroup } from './RadioGroup';
import { Spinner } from './Spinner';
import { TextField } from './TextField';
import type { PickableUser, UserPickerProps } from './UserPicker';

/** The picker itself, loaded on demand by `UserPicker` (kept out of the kit's first download). */
export function UserPickerBody<U extends PickableUser>({
  texts,
  name,
  find,
  optionLabel,
  selected,
  onSelect,
  pickError,
  onSearch,
  onFailure,
  inputRef,
  autoFocus,
}: UserPickerProps<U>) {
  const [query, setQuery] = useState('');
  const [queryError, setQueryError] = useState<string | null>(null);
  const [searching, setSearching] = useState(false);
  const [users, setUsers] = useState<U[] | null>(null);

  useEffect(() => {
    if (autoFocus) inputRef?.current?.focus();
    // On the first drawing only.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const search = async (event: FormEvent) => {
    event.preventDefault();
    if (searching) return;
    const q = query.trim();
    onSearch?.();
    if (!q) {
      setQueryError(texts.invalid);
      inputRef?.current?.focus();
      return;
    }
    setQueryError(null);
    setSearching(true);
    try {
      const found = await find(q);
      setUsers(found);
      onSelect(found.length === 1 ? String(found[0].ID) : null);
    } catch (error) {
      setUsers(null);
      onSelect(null);
      if (error instanceof ApiError && (error.status === 404 || error.fields.q)) {
        setQueryError(error.fields.q ?? error.message);
        inputRef?.current?.focus();
      } else onFailure(error instanceof ApiError ? error.message : MESSAGES.unexpected);
    } finally {
      setSearching(false);
    }
  };

  return (
    <>
      <form role="search" onSubmit={(event) => void search(event)} noValidate>
        <TextField
          ref={inputRef}
          label={texts.label}
          hint={texts.hint}
          name="q"
          autoComplete="off"
          maxLength={USER_SEARCH_MAX}
          value={query}
          error={queryError}
          onChange={(event) => setQuery(event.target.value)}
        />
        <Button type="submit" variant="secondary" loading={searching}>
          {texts.search}
        </Button>
      </form>
      {searching && <Spinner label={texts.searching} />}
      {users && users.length > 0 ? (
        <RadioGroup
          legend={texts.pick}
          name={name}
          value={selected}
          error={pickError}
          onChange={onSelect}
          options={users.map((user) => ({ value: String(user.ID), label: optionLabel(user) }))}
        />
      ) : (
        pickError && <FormMessage>{pickError}</FormMessage>
      )}
    </>
  );
}
