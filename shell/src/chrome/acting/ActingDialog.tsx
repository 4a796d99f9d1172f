// The admin's 'Agisci per un utente' dialog (docs/contracts.md "Acting for a user"): find a client, partner or
// lamp manager by name or username, type the reason, and open that account's panel acting for it. Only admins
// open it, so it is a chunk of its own, fetched on the click (Header.tsx).
import { useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import {
  ACTING_REASON_MAX,
  ACTING_REASON_MIN,
  api,
  ApiError,
  Button,
  Dialog,
  FormMessage,
  MESSAGES,
  TextArea,
  UserPicker,
  landingPathFor,
  roleOf,
  useSession,
  type ActingCandidate,
} from '@ricordo/shared-design';
import { ACTING_TEXTS, ROLE_LABELS } from './acting-texts';

function messageOf(error: unknown): string {
  return error instanceof ApiError ? error.message : MESSAGES.unexpected;
}

const PICKER_TEXTS = {
  label: ACTING_TEXTS.searchLabel,
  search: ACTING_TEXTS.search,
  searching: ACTING_TEXTS.searching,
  invalid: ACTING_TEXTS.invalid,
  pick: ACTING_TEXTS.pick,
};

const findCandidates = async (q: string): Promise<ActingCandidate[]> =>
  (await api.call('actingCandidates', { query: { q } })).data.users;

const candidateLabel = (user: ActingCandidate) =>
  `${user.name} ${user.surname} (${user.username}) · ${ROLE_LABELS[user.role]}`;

function reasonProblem(reason: string): string | null {
  const text = reason.trim();
  if (!text) return ACTING_TEXTS.reasonRequired;
  if (text.length < ACTING_REASON_MIN || text.length > ACTING_REASON_MAX) return ACTING_TEXTS.reasonInvalid;
  return null;
}

export function ActingDialog({ onClose }: { onClose: () => void }) {
  const startActing = useSession((s) => s.startActing);
  const navigate = useNavigate();
  const [selected, setSelected] = useState<string | null>(null);
  const [pickError, setPickError] = useState<string | null>(null);
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [starting, setStarting] = useState(false);
  const searchRef = useRef<HTMLInputElement>(null);
  const reasonRef = useRef<HTMLTextAreaElement>(null);

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
      <UserPicker<ActingCandidate>
        texts={PICKER_TEXTS}
        name="acting-user"
        find={findCandidates}
        optionLabel={candidateLabel}
        selected={selected}
        onSelect={(id) => {
          setSelected(id);
          setPickError(null);
        }}
        pickError={pickError}
        onSearch={() => {
          setFormError(null);
          setPickError(null);
        }}
        onFailure={setFormError}
        inputRef={searchRef}
        autoFocus
      />
      <TextArea
        ref={reasonRef}
        label={ACTING_TEXTS.reason}
        hint={ACTING_TEXTS.reasonHint}
        name="reason"
        required
        rows={3}
        maxLength={ACTING_REASON_MAX}
        value={reason}
        error={reasonError}
        onChange={(event) => setReason(event.target.value)}
      />
      {formError && <FormMessage kind="error">{formError}</FormMessage>}
    </Dialog>
  );
}
