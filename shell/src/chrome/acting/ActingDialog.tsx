// The admin's 'Agisci per un utente' dialog (issue 10 item 7): find a client, partner or lamp manager by
// name or username, type the reason, and open that account's panel acting for it. Only admins open it, so
// it is a chunk of its own, fetched on the click (Header.tsx).
import { useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import {
  api,
  ApiError,
  Button,
  Dialog,
  FormMessage,
  MESSAGES,
  RadioGroup,
  Spinner,
  TextArea,
  TextField,
  landingPathFor,
  roleOf,
  useSession,
  type ActingCandidate,
} from '@ricordo/shared-design';
import { ACTING_TEXTS, REASON_MAX, REASON_MIN, ROLE_LABELS } from './acting-texts';

function messageOf(error: unknown): string {
  return error instanceof ApiError ? error.message : MESSAGES.unexpected;
}

function reasonProblem(reason: string): string | null {
  const text = reason.trim();
  if (!text) return ACTING_TEXTS.reasonRequired;
  if (text.length < REASON_MIN || text.length > REASON_MAX) return ACTING_TEXTS.reasonInvalid;
  return null;
}

export function ActingDialog({ onClose }: { onClose: () => void }) {
  const startActing = useSession((s) => s.startActing);
  const navigate = useNavigate();
  const [query, setQuery] = useState('');
  const [queryError, setQueryError] = useState<string | null>(null);
  const [searching, setSearching] = useState(false);
  const [users, setUsers] = useState<ActingCandidate[] | null>(null);
  const [selected, setSelected] = useState<string | null>(null);
  const [pickError, setPickError] = useState<string | null>(null);
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [starting, setStarting] = useState(false);
  const searchRef = useRef<HTMLInputElement>(null);
  const reasonRef = useRef<HTMLTextAreaElement>(null);

  const search = async (event: FormEvent) => {
    event.preventDefault();
    if (searching) return;
    const q = query.trim();
    setFormError(null);
    setPickError(null);
    if (!q) {
      setQueryError(ACTING_TEXTS.invalid);
      searchRef.current?.focus();
      return;
    }
    setQueryError(null);
    setSearching(true);
    try {
      const answer = await api.call('actingCandidates', { query: { q } });
      setUsers(answer.data.users);
      setSelected(answer.data.users.length === 1 ? String(answer.data.users[0].ID) : null);
    } catch (error) {
      setUsers(null);
      setSelected(null);
      if (error instanceof ApiError && (error.status === 404 || error.fields.q)) {
        setQueryError(error.fields.q ?? error.message);
        searchRef.current?.focus();
      } else setFormError(messageOf(error));
    } finally {
      setSearching(false);
    }
  };

  const start = async () => {
    if (starting) return;
    setFormError(null);
    const problem = reasonProblem(reason);
    setReasonError(problem);
    if (!selected) {
      setPickError(ACTING_TEXTS.pickFirst);
      return;
    }
    setPickError(null);
    if (problem) {
      reasonRef.current?.focus();
      return;
    }
    setStarting(true);
    try {
      const user = await startActing(Number(selected), reason.trim());
      const role = roleOf(user);
      if (role) void navigate(landingPathFor(role));
      onClose();
    } catch (error) {
      setStarting(false);
      if (error instanceof ApiError && error.fields.reason) setReasonError(error.fields.reason);
      else setFormError(messageOf(error));
    }
  };

  return (
    <Dialog
      open
      onClose={onClose}
      title={ACTING_TEXTS.title}
      description={ACTING_TEXTS.help}
      initialFocus={searchRef}
      actions={
        <>
          <Button variant="secondary" onClick={onClose}>
            {ACTING_TEXTS.cancel}
          </Button>
          <Button loading={starting} onClick={() => void start()}>
            {ACTING_TEXTS.start}
          </Button>
        </>
      }
    >
      <form role="search" onSubmit={(event) => void search(event)} noValidate>
        <TextField
          ref={searchRef}
          label={ACTING_TEXTS.searchLabel}
          name="q"
          autoComplete="off"
          maxLength={64}
          value={query}
          error={queryError}
          onChange={(event) => setQuery(event.target.value)}
        />
        <Button type="submit" variant="secondary" loading={searching}>
          {ACTING_TEXTS.search}
        </Button>
      </form>
      {searching && <Spinner label={ACTING_TEXTS.searching} />}
      {users && users.length > 0 && (
        <RadioGroup
          legend={ACTING_TEXTS.pick}
          name="acting-user"
          value={selected}
          error={pickError}
          onChange={(value) => {
            setSelected(value);
            setPickError(null);
          }}
          options={users.map((user) => ({
            value: String(user.ID),
            label: `${user.name} ${user.surname} (${user.username}) · ${ROLE_LABELS[user.role]}`,
          }))}
        />
      )}
      {pickError && !users?.length && <FormMessage kind="error">{pickError}</FormMessage>}
      <TextArea
        ref={reasonRef}
        label={ACTING_TEXTS.reason}
        hint={ACTING_TEXTS.reasonHint}
        name="reason"
        required
        rows={3}
        maxLength={REASON_MAX}
        value={reason}
        error={reasonError}
        onChange={(event) => setReason(event.target.value)}
      />
      {formError && <FormMessage kind="error">{formError}</FormMessage>}
    </Dialog>
  );
}
