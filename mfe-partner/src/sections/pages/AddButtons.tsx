// 'Aggiungi necrologio' (after the confirmation that only the notice is added) and 'Aggiungi necrologio +
// Lapide' (spec panels §2 "Partner panel"), shown above the partner's #pages and #deceased tables.
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { Button, ConfirmDialog } from '@ricordo/shared-design';
import { PAGES_TEXTS as T } from './pages-texts';

export function AddButtons() {
  const navigate = useNavigate();
  const [asking, setAsking] = useState(false);
  return (
    <>
      <Button onClick={() => setAsking(true)}>{T.addNotice}</Button>
      <Button variant="secondary" onClick={() => void navigate({ hash: '#aggiungi-defunto' })}>
        {T.addBoth}
      </Button>
      <ConfirmDialog
        open={asking}
        message={T.addNoticeQuestion}
        onCancel={() => setAsking(false)}
        onConfirm={() => {
          setAsking(false);
          void navigate({ hash: '#aggiungi-necrologio' });
        }}
      />
    </>
  );
}
