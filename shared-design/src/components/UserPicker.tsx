import {
  lazy,
  Suspense,
  useEffect,
  useState,
  type ComponentType,
  type ReactNode,
  type RefObject,
} from 'react';
import { Spinner } from './Spinner';

/** A user as a search answers it: its id is the value the picker hands back. */
export interface PickableUser {
  ID: number;
}

export interface UserPickerTexts {
  /** The search field's label ('Cerca l’utente per username', 'Nome o username'). */
  label: string;
  hint?: string;
  /** The search button ('Cerca') and the spinner while it runs ('Ricerca in corso'). */
  search: string;
  searching: string;
  /** An empty search ('Campo non valido'). */
  invalid: string;
  /** The legend of the list ('Scegli l’utente a cui cedere la proprietà'). */
  pick: string;
}

export interface UserPickerProps<U extends PickableUser> {
  texts: UserPickerTexts;
  /** The radio group's name. */
  name: string;
  /** The dialog's own search call: the users matching `q` (a 404 or a field error `q` shows under the field). */
  find(q: string): Promise<U[]>;
  optionLabel(user: U): ReactNode;
  /** The chosen user's id; a search answering one user chooses it. */
  selected: string | null;
  onSelect(id: string | null): void;
  /** The dialog's 'choose a user first' message: under the list, or alone when there is none. */
  pickError: string | null;
  /** A search starts: the dialog clears its own messages. */
  onSearch?(): void;
  /** A search failed for another reason than the query: the dialog shows `message`. */
  onFailure(message: string): void;
  /** The search field, for the dialog's initial focus. */
  inputRef?: RefObject<HTMLInputElement | null>;
  /** Focus the search field once the picker is drawn. */
  autoFocus?: boolean;
}

type AnyPicker = ComponentType<UserPickerProps<PickableUser>>;

// The kit is on every page's first download (the memorial page's JavaScript is at its budget); the picker is
// needed only by two dialogs (ownership transfer, acting for a user), so its code is a chunk of its own,
// loaded with those dialogs (loadUserPicker) so that they open with it drawn.
let loaded: AnyPicker | null = null;
let loading: Promise<AnyPicker> | null = null;

/** Fetches the picker's code; a dialog awaits it before it opens (see useUserPickerReady). */
export function loadUserPicker(): Promise<void> {
  loading ??= import('./UserPickerBody').then((module) => {
    loaded = module.UserPickerBody as AnyPicker;
    return loaded;
  });
  return loading.then(() => undefined);
}

const LazyBody = lazy(async () => {
  await loadUserPicker();
  return { default: loaded as AnyPicker };
});

/** Whether the picker's code is here, fetching it once `wanted` (a dialog opening) if not. */
export function useUserPickerReady(wanted: boolean): boolean {
  const [ready, setReady] = useState(loaded !== null);
  useEffect(() => {
    if (!wanted || ready) return;
    let live = true;
    void loadUserPicker().then(() => live && setReady(true));
    return () => {
      live = false;
    };
  }, [wanted, ready]);
  return ready;
}

/**
 * The one user picker of the platform (spec panels §5 "User search"): a search field with its button, the
 * users found as a radio list (one found is chosen at once), the search's own errors under the field. Used
 * by 'Cedi proprietà' (TransferDialog) and 'Agisci per un utente' (the shell's ActingDialog).
 */
export function UserPicker<U extends PickableUser>(props: UserPickerProps<U>) {
  const anyProps = props as unknown as UserPickerProps<PickableUser>;
  // Drawn at once when its code is here; otherwise through the lazy body for the whole life of this picker
  // (switching paths on a later drawing would start it again, losing the search).
  const [Body] = useState<AnyPicker | null>(() => loaded);
  if (Body) return <Body {...anyProps} />;
  return (
    <Suspense fallback={<Spinner />}>
      <LazyBody {...anyProps} />
    </Suspense>
  );
}
