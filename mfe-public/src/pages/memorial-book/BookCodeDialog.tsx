// A guest's message waits for its confirmation (spec public §4 "Condolence flow"): by e-mail a link, by
// phone a code typed here.
import { useState } from 'react';
import { ApiError, Button, Dialog, MESSAGES, TextField } from '@ricordo/shared-design';
import { bookApi, type BookAnswer } from './book-api';
import { BOOK_TEXTS } from './book-texts';

interface CodeDialogProps {
  pending: BookAnswer | null;
  deceasedId: number;
  onClose: () => void;
  /** The code was right: the message is published. */
  onConfirmed: () => void;
}

export function BookCodeDialog({ pending, deceasedId, onClose, onConfirmed }: CodeDialogProps) {
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<string | null>(null);
  const byPhone = pending?.channel !== 'email';

  const confirmCode = async () => {
    setCodeError(null);
    try {
      await bookApi.code(deceasedId, code.trim());
      setCode('');
      onConfirmed();
    } catch (error) {
      setCodeError(error instanceof ApiError ? error.message : MESSAGES.unexpected);
    }
  };

  return (
    <Dialog
      open={pending !== null}
      onClose={onClose}
      title={BOOK_TEXTS.attention}
      description={byPhone ? BOOK_TEXTS.pendingPhone : BOOK_TEXTS.pendingEmail}
      actions={
        <>
          {byPhone && (
            <Button variant="secondary" onClick={() => void confirmCode()}>
              {BOOK_TEXTS.confirmCode}
            </Button>
          )}
          <Button onClick={onClose}>{BOOK_TEXTS.understood}</Button>
        </>
      }
    >
      {byPhone && (
        <TextField
          label={BOOK_TEXTS.code}
          value={code}
          inputMode="numeric"
          maxLength={6}
          error={codeError}
          onChange={(event) => setCode(event.target.value)}
        />
      )}
    </Dialog>
  );
}
