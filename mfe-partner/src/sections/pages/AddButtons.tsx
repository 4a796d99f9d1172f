// 'Aggiungi necrologio' (after the confirmation that only the notice is added) and 'Aggiungi necrologio +
// Lapide' (spec panels §2 "Partner panel"), shown above the partner's #pages and #deceased tables, each with
// the line that says what it creates (its accessible description).
import { useId, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { Button, ConfirmDialog } from '@ricordo/shared-design';
import { PAGES_TEXTS as T } from './pages-texts';

/** A button with the short text under it that says what it creates. */
function AddChoice({ what, children }: { what: string; children: (describedBy: string) => ReactNode }) {
  const id = useId();
  return (
    <div className="partner-add-choice">
      {children(id)}
      <p id={id} className="rc-field__hint">
        {what}
      </p>
    </div>
  );
}

export function AddButtons() {
  const navigate = useNavigate();
  const [asking, setAsking] = useState(false);
  return (
    <>
      <AddChoice what={T.addNoticeWhat}>
        {(describedBy) => (
          <Button aria-describedby={describedBy} onClick={() => setAsking(true)}>
            {T.addNotice}
          </Button>
        )}
      </AddChoice>
      <AddChoice what={T.addBothWhat}>
        {(describedBy) => (
          <Button
            variant="secondary"
            aria-describedby={describedBy}
            onClick={() => void navigate({ hash: '#aggiungi-defunto' })}
          >
            {T.addBoth}
          </Button>
        )}
      </AddChoice>
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
