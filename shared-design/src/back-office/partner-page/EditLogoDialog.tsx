// The 'edit logo' modal of the partner page editor (spec panels §2): one photo through edit-logo.
import { useState, type FormEvent } from 'react';
import { Button, Dialog, FilePicker, Spinner, toast } from '@ricordo/shared-design';
import { editFailure, sendPartnerEdit } from './partner-edit-call';
import { PARTNER_CITED_PHOTO_FORMATS, PARTNER_PAGE_TEXTS as TEXTS } from './partner-page-texts';

export interface EditLogoDialogProps {
  partnerId: number;
  open: boolean;
  onClose: () => void;
  onSaved: () => void;
}

export function EditLogoDialog({ partnerId, open, onClose, onSaved }: EditLogoDialogProps) {
  const [files, setFiles] = useState<File[]>([]);
  const [error, setError] = useState<string | null>(null);
  const [progress, setProgress] = useState<number | null>(null);

  const close = () => {
    setFiles([]);
    setError(null);
    onClose();
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!files[0]) {
      setError(TEXTS.emptyField);
      return;
    }
    setError(null);
    setProgress(0);
    try {
      const message = await sendPartnerEdit({
        partnerId,
        type: 'edit-logo',
        file: files[0],
        onProgress: setProgress,
      });
      toast(message || TEXTS.saved, 'success');
      onSaved();
      close();
    } catch (failure) {
      setError(editFailure(failure));
    } finally {
      setProgress(null);
    }
  }

  return (
    <Dialog open={open} onClose={close} title={TEXTS.editLogo} closeOnBackdrop={false}>
      <form onSubmit={submit} noValidate className="rc-partner-page-editor__form">
        <FilePicker
          label={TEXTS.logo}
          kind="photo"
          citedFormats={PARTNER_CITED_PHOTO_FORMATS}
          value={files}
          onChange={setFiles}
          error={error}
        />
        {progress !== null && <Spinner percent={progress} />}
        <div className="rc-partner-page-editor__actions">
          <Button variant="secondary" onClick={close}>
            {TEXTS.cancel}
          </Button>
          <Button type="submit" loading={progress !== null}>
            {TEXTS.uploadLogo}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
