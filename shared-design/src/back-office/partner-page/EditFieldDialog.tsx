// The 'edit field' modal of the partner page editor (spec panels §2): the name or the description, with
// 'Non pui lasciare vuoto il campo' before anything is sent (§5) and the server's message (§8) after.
import { useState, type FormEvent } from 'react';
import { Button, Dialog, RichTextEditor, TextField, toast } from '@ricordo/shared-design';
import { editFailure, sendPartnerEdit } from './partner-edit-call';
import { PARTNER_PAGE_TEXTS as TEXTS } from './partner-page-texts';

export type EditableField = 'name' | 'description';

export interface EditFieldDialogProps {
  partnerId: number;
  field: EditableField | null;
  /** The field's current value (HTML for the description). */
  value: string;
  onClose: () => void;
  onSaved: () => void;
}

const textHasContent = (html: string) => html.replace(/<[^>]*>|&nbsp;|\s/g, '') !== '';

export function EditFieldDialog({ partnerId, field, value, onClose, onSaved }: EditFieldDialogProps) {
  return (
    <Dialog
      open={field !== null}
      onClose={onClose}
      title={field === 'description' ? TEXTS.editDescription : TEXTS.editName}
      closeOnBackdrop={false}
    >
      {field && (
        <FieldForm
          key={field}
          partnerId={partnerId}
          field={field}
          initial={value}
          onClose={onClose}
          onSaved={onSaved}
        />
      )}
    </Dialog>
  );
}

function FieldForm({
  partnerId,
  field,
  initial,
  onClose,
  onSaved,
}: {
  partnerId: number;
  field: EditableField;
  initial: string;
  onClose: () => void;
  onSaved: () => void;
}) {
  const [value, setValue] = useState(initial);
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const content = field === 'name' ? value.trim() : value;
    if (field === 'name' ? !content : !textHasContent(content)) {
      setError(TEXTS.emptyField);
      return;
    }
    setError(null);
    setSaving(true);
    try {
      toast((await sendPartnerEdit({ partnerId, type: field, content })) || TEXTS.saved, 'success');
      onSaved();
      onClose();
    } catch (failure) {
      setError(editFailure(failure));
    } finally {
      setSaving(false);
    }
  }

  return (
    <form onSubmit={submit} noValidate className="rc-partner-page-editor__form">
      {field === 'name' ? (
        <TextField
          label={TEXTS.name}
          value={value}
          maxLength={200}
          error={error}
          onChange={(event) => setValue(event.target.value)}
        />
      ) : (
        <RichTextEditor label={TEXTS.description} value={value} error={error} onChange={setValue} />
      )}
      <div className="rc-partner-page-editor__actions">
        <Button variant="secondary" onClick={onClose}>
          {TEXTS.cancel}
        </Button>
        <Button type="submit" loading={saving}>
          {TEXTS.save}
        </Button>
      </div>
    </form>
  );
}
