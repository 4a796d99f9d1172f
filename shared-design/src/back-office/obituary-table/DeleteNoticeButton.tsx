// 'Elimina necrologio' of a table row: the confirmation, then obituaryDelete; the toast says how it went and
// the table reloads (spec panels §4 "Obituary or tombstone delete after confirmation, then reload").
import { useState } from 'react';
import { ApiError, Button, ConfirmDialog, MESSAGES, toast, toPublicId } from '@ricordo/shared-design';
import { deleteNotice } from './obituary-table-api';
import { OBITUARY_TABLE_TEXTS as T } from './obituary-table-texts';

export interface DeleteNoticeButtonProps {
  id: number;
  /** The deceased's name, for the question and the button's accessible name. */
  who: string;
  onDeleted: () => void;
}

export function DeleteNoticeButton({ id, who, onDeleted }: DeleteNoticeButtonProps) {
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);

  const remove = async () => {
    setBusy(true);
    try {
      toast((await deleteNotice(toPublicId(id))) || MESSAGES.elementDeleted, 'success');
      setAsking(false);
      onDeleted();
    } catch (failure) {
      toast(failure instanceof ApiError ? failure.message : MESSAGES.unexpectedShort, 'error');
      setAsking(false);
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <Button
        variant="secondary"
        aria-label={T.actionOf(T.deleteNotice, who)}
        onClick={() => setAsking(true)}
      >
        {T.deleteNotice}
      </Button>
      <ConfirmDialog
        open={asking}
        message={T.deleteQuestion(who)}
        busy={busy}
        onCancel={() => setAsking(false)}
        onConfirm={() => void remove()}
      />
    </>
  );
}
