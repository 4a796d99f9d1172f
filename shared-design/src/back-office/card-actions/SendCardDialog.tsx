// The card-sending phone modal (spec panels §5, §8): 'Invia' stays disabled while the number is empty or
// longer than 9 characters; sendCard queues the WhatsApp message (outbox); success 'Successo' / 'Messaggio con
// il contatto di whatsapp inviato con successo', failure the server's message or 'Errore riprova tra poco'.
import { useState, type FormEvent } from 'react';
import {
  ApiError,
  Button,
  CARD_PHONE_MAX,
  Dialog,
  FormMessage,
  MESSAGES,
  TextField,
  toast,
  toPublicId,
} from '@ricordo/shared-design';
import { sendCard } from './card-actions-api';
import { CARD_ACTIONS_TEXTS as T } from './card-actions-texts';

export interface SendCardDialogProps {
  deceasedId: number;
  open: boolean;
  onClose: () => void;
}

export function SendCardDialog({ deceasedId, open, onClose }: SendCardDialogProps) {
  const [phone, setPhone] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [sent, setSent] = useState(false);
  const trimmed = phone.trim();
  const invalid = trimmed.length === 0 || trimmed.length > CARD_PHONE_MAX;

  const close = () => {
    setPhone('');
    setError(null);
    setSent(false);
    onClose();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (invalid || busy) return;
    setBusy(true);
    setError(null);
    try {
      await sendCard(toPublicId(deceasedId), trimmed);
      setSent(true);
      toast(T.sentMessage, 'success');
    } catch (failure) {
      setError(failure instanceof ApiError && failure.envelope?.message ? failure.message : T.sendFailed);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog
      open={open}
      onClose={close}
      title={sent ? T.sent : T.phoneTitle}
      actions={
        sent ? (
          <Button onClick={close}>{MESSAGES.close}</Button>
        ) : (
          <Button type="submit" form={`send-card-${deceasedId}`} disabled={invalid} loading={busy}>
            {T.send}
          </Button>
        )
      }
    >
      {sent ? (
        <p role="status">{T.sentMessage}</p>
      ) : (
        <form id={`send-card-${deceasedId}`} onSubmit={(event) => void submit(event)} noValidate>
          <TextField
            label={T.phoneLabel}
            hint={T.phoneHint}
            inputMode="tel"
            autoComplete="tel-national"
            value={phone}
            onChange={(event) => setPhone(event.target.value)}
          />
          {error && <FormMessage>{error}</FormMessage>}
        </form>
      )}
    </Dialog>
  );
}
