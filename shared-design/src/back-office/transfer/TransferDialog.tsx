// 'Cedi proprietà' (spec panels §2 "Ownership transfer dialog", §4, §5 "User search", §7 changeOwner and
// user search, §8): search a user by username, pick one from the list (full name and username), confirm
// NO / SI after the irreversible warning; a transfer still waiting opens the force dialog and resends with
// force=1. Shared by the client panel (one page), the partner panel and the admin's QR table (several).
import { useRef, useState } from 'react';
import {
  api,
  ApiError,
  Button,
  ConfirmDialog,
  Dialog,
  FormMessage,
  MESSAGES,
  UserPicker,
  useUserPickerReady,
  type Schema,
} from '@ricordo/shared-design';
import { TRANSFER_TEXTS } from './transfer-texts';

export interface TransferDialogProps {
  /** The pages to hand over: one from a panel row, several from the QR table's selection. */
  deceasedIds: number[];
  open: boolean;
  onClose(): void;
  /** After the server accepted the request (the receiver is being told). */
  onTransferred?(): void;
}

type FoundUser = Schema<'FoundUserDto'>;

function messageOf(error: unknown): string {
  return error instanceof ApiError ? error.message : MESSAGES.unexpected;
}

const PICKER_TEXTS = {
  label: TRANSFER_TEXTS.searchLabel,
  hint: TRANSFER_TEXTS.searchHint,
  search: TRANSFER_TEXTS.search,
  searching: TRANSFER_TEXTS.searching,
  invalid: TRANSFER_TEXTS.invalid,
  pick: TRANSFER_TEXTS.pick,
};

const findUsers = async (q: string): Promise<FoundUser[]> =>
  (await api.call('userSearch', { query: { q } })).data.users;

const userLabel = (user: FoundUser) => (
  <>
    {`${user.name} ${user.surname}`.trim()} <span className="rc-field__hint">({user.username})</span>
  </>
);

export function TransferDialog(props: TransferDialogProps) {
  // The dialog opens with the kit's user picker drawn: its code is fetched on the first opening.
  const ready = useUserPickerReady(props.open);
  // A closed dialog keeps nothing: each opening starts from an empty search.
  if (!props.open || !ready) return null;
  return <TransferDialogBody {...props} />;
}

function TransferDialogBody({ deceasedIds, onClose, onTransferred }: TransferDialogProps) {
  const [selected, setSelected] = useState<string | null>(null);
  const [pickError, setPickError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const [askForce, setAskForce] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const searchRef = useRef<HTMLInputElement>(null);

  const send = async (force: boolean) => {
    if (sending) return;
    if (!selected) {
      setPickError(TRANSFER_TEXTS.pickFirst);
      return;
    }
    setFormError(null);
    setSending(true);
    try {
      await api.call('changeOwner', {
        body: {
          'deceased-id': deceasedIds.length === 1 ? String(deceasedIds[0]) : JSON.stringify(deceasedIds),
          'new-owner-id': selected,
          'change-type': deceasedIds.length === 1 ? 'deceased' : 'qrcode',
          force: force ? '1' : '0',
        },
      });
      setAskForce(null);
      setDone(true);
      onTransferred?.();
    } catch (error) {
      setAskForce(null);
      if (error instanceof ApiError && error.errorCode === 'PENDING_REQUEST' && !force)
        setAskForce(error.message || TRANSFER_TEXTS.pending);
      else setFormError(messageOf(error));
    } finally {
      setSending(false);
    }
  };

  if (done)
    return (
      <Dialog
        open
        onClose={onClose}
        title={TRANSFER_TEXTS.title}
        showCloseButton={false}
        actions={<Button onClick={onClose}>{TRANSFER_TEXTS.close}</Button>}
      >
        <FormMessage kind="info">{TRANSFER_TEXTS.sent}</FormMessage>
        <p>{TRANSFER_TEXTS.receiverTold}</p>
      </Dialog>
    );

  return (
    <Dialog
      open
      onClose={onClose}
      title={TRANSFER_TEXTS.title}
      description={deceasedIds.length === 1 ? TRANSFER_TEXTS.help : TRANSFER_TEXTS.helpMany}
      initialFocus={searchRef}
      actions={
        <>
          <Button variant="secondary" onClick={onClose}>
            {MESSAGES.no}
          </Button>
          <Button loading={sending} onClick={() => void send(false)}>
            {MESSAGES.yes}
          </Button>
        </>
      }
    >
      <UserPicker<FoundUser>
        texts={PICKER_TEXTS}
        name="new-owner-id"
        find={findUsers}
        optionLabel={userLabel}
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
      <p className="rc-form-message" role="note">
        {TRANSFER_TEXTS.irreversible}
      </p>
      {formError && <FormMessage>{formError}</FormMessage>}
      <ConfirmDialog
        open={askForce !== null}
        message={askForce ?? TRANSFER_TEXTS.pending}
        busy={sending}
        onConfirm={() => void send(true)}
        onCancel={() => setAskForce(null)}
      />
    </Dialog>
  );
}
