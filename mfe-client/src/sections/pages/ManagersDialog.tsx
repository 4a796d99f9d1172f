// 'Gestori' of one page, for its owner: the managers (remove), the inherited ones after a transfer (keep or
// clear), a new invitation by e-mail or WhatsApp, the invitations sent, and 'Attività dei gestori'.
import { useState, type FormEvent } from 'react';
import {
  ApiError,
  Button,
  Chip,
  ConfirmDialog,
  Dialog,
  FormMessage,
  MESSAGES,
  Select,
  Spinner,
  TextField,
  formatDate,
  toast,
} from '@ricordo/shared-design';
import { useApiData } from '@ricordo/shared-design/back-office';
import { ManagerActivity } from './ManagerActivity';
import { invite, removeMember, resolveInherited, revokeInvitation, type PageMember } from './managers-api';
import { MANAGERS_TEXTS as T } from './managers-texts';

export interface ManagersDialogProps {
  deceasedId: number;
  name: string;
  onClose: () => void;
}

const STATE_TONE = { open: 'warning', expired: 'dark', accepted: 'success' } as const;

/** Runs a call, shows its message as a toast (or its error), then reloads. */
async function act(call: () => Promise<{ message: string }>, reload: () => void): Promise<void> {
  try {
    const answer = await call();
    if (answer.message) toast(answer.message, 'success');
  } catch (failure) {
    toast(failure instanceof ApiError ? failure.message : MESSAGES.unexpected, 'error');
  }
  reload();
}

export function ManagersDialog({ deceasedId, name, onClose }: ManagersDialogProps) {
  const overview = useApiData('pageMembers', { path: { id: String(deceasedId) } });
  const [removing, setRemoving] = useState<PageMember | null>(null);
  const data = overview.data;
  const managers = data?.members.filter((member) => member.role === 'manager') ?? [];
  const inherited = managers.some((member) => member.inherited);
  const fullName = (member: PageMember) => `${member.name} ${member.surname}`.trim() || member.username;

  return (
    <Dialog
      open
      onClose={onClose}
      title={T.title(name)}
      description={T.intro}
      className="client-managers-dialog"
    >
      {overview.loading && <Spinner label={MESSAGES.loading} />}
      {overview.error && <FormMessage>{overview.error}</FormMessage>}
      {data && (
        <>
          {inherited && (
            <div className="client-managers-inherited" role="group" aria-label={T.inheritedQuestion}>
              <p>{T.inheritedQuestion}</p>
              <Button onClick={() => void act(() => resolveInherited(deceasedId, 'keep'), overview.reload)}>
                {T.keep}
              </Button>{' '}
              <Button
                variant="secondary"
                onClick={() => void act(() => resolveInherited(deceasedId, 'clear'), overview.reload)}
              >
                {T.clear}
              </Button>
            </div>
          )}
          <h3>{T.members}</h3>
          {managers.length === 0 && <p>{T.noMembers}</p>}
          <ul className="client-managers-list">
            {managers.map((member) => (
              <li key={member.userId}>
                <strong>{fullName(member)}</strong> ({member.username}) {T.since(formatDate(member.since))}{' '}
                {member.inherited && <Chip tone="warning">{T.inherited}</Chip>}{' '}
                <Button
                  variant="secondary"
                  aria-label={T.removeOf(fullName(member))}
                  onClick={() => setRemoving(member)}
                >
                  {T.remove}
                </Button>
              </li>
            ))}
          </ul>
          <InviteForm deceasedId={deceasedId} onInvited={overview.reload} />
          <h3>{T.invitations}</h3>
          {data.invitations.length === 0 && <p>{T.noInvitations}</p>}
          <ul className="client-invitations-list">
            {data.invitations.map((invitation) => (
              <li key={invitation.ID}>
                {invitation.address} ({invitation.channel === 'email' ? T.email : T.wa}){' '}
                <Chip tone={STATE_TONE[invitation.state]}>{T.state[invitation.state]}</Chip>
                {invitation.state === 'open' && (
                  <>
                    {' '}
                    {T.expires(formatDate(invitation.expiresAt))}{' '}
                    <Button
                      variant="secondary"
                      aria-label={T.revokeOf(invitation.address)}
                      onClick={() =>
                        void act(() => revokeInvitation(deceasedId, invitation.ID), overview.reload)
                      }
                    >
                      {T.revoke}
                    </Button>
                  </>
                )}
              </li>
            ))}
          </ul>
          <ManagerActivity deceasedId={deceasedId} />
        </>
      )}
      <ConfirmDialog
        open={removing !== null}
        message={removing ? T.removeQuestion(fullName(removing)) : ''}
        onConfirm={() => {
          const member = removing;
          setRemoving(null);
          if (member) void act(() => removeMember(deceasedId, member.userId), overview.reload);
        }}
        onCancel={() => setRemoving(null)}
      />
    </Dialog>
  );
}

function InviteForm({ deceasedId, onInvited }: { deceasedId: number; onInvited: () => void }) {
  const [channel, setChannel] = useState<'email' | 'wa'>('email');
  const [address, setAddress] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSending(true);
    setError(null);
    try {
      const answer = await invite(deceasedId, channel, address);
      toast(answer.message, 'success');
      setAddress('');
      onInvited();
    } catch (failure) {
      setError(
        failure instanceof ApiError ? (failure.fields.address ?? failure.message) : MESSAGES.unexpected,
      );
    } finally {
      setSending(false);
    }
  };

  return (
    <form className="client-invite-form" onSubmit={(event) => void submit(event)} noValidate>
      <h3>{T.invite}</h3>
      <Select
        label={T.channel}
        options={[
          { value: 'email', label: T.email },
          { value: 'wa', label: T.wa },
        ]}
        value={channel}
        onChange={(change) => setChannel(change.target.value === 'wa' ? 'wa' : 'email')}
      />
      <TextField
        label={T.address(channel)}
        type={channel === 'email' ? 'email' : 'tel'}
        value={address}
        onChange={(change) => setAddress(change.target.value)}
        error={error}
        hint={T.inviteHint}
        required
      />
      <Button type="submit" disabled={sending}>
        {T.send}
      </Button>
    </form>
  );
}
