// The edit modal of a dedication (spec panels §2 "edit dedication (modal)", §4 "Admin editing a pending
// dedication can tick 'Accetta la dedica'", §7 editDedic): type, time, text, signature, the photo or video
// replaced through the upload (with its percent), and for a pending one 'Accetta la dedica' with the
// notification flag.
import { useState, type FormEvent } from 'react';
import {
  ApiError,
  Button,
  Checkbox,
  DEDICATION_NAMES,
  Dialog,
  FilePicker,
  FormMessage,
  MESSAGES,
  romeDateTimeInput,
  romeDateTimeValue,
  Select,
  TextArea,
  TextField,
  toast,
} from '@ricordo/shared-design';
import { editDedication, type AdminDedication, type DedicationType } from './dedic-api';
import { DEDIC_TEXTS as T } from './dedic-texts';

const TYPES = Object.keys(DEDICATION_NAMES) as DedicationType[];

function mediaKindOf(type: DedicationType): 'photo' | 'video' | null {
  if (type === 'dedica-foto') return 'photo';
  if (type === 'dedica-video') return 'video';
  return null;
}

export interface EditDedicationDialogProps {
  dedication: AdminDedication;
  onClose: () => void;
  /** After the server saved the change. */
  onSaved: () => void;
}

export function EditDedicationDialog({ dedication, onClose, onSaved }: EditDedicationDialogProps) {
  const [type, setType] = useState<DedicationType>(dedication.type);
  const [time, setTime] = useState(romeDateTimeInput(dedication.time));
  const [text, setText] = useState(dedication.text ?? '');
  const [sign, setSign] = useState(dedication.showAuthor ?? '');
  const [files, setFiles] = useState<File[]>([]);
  const [forcePublish, setForcePublish] = useState(false);
  const [notify, setNotify] = useState(true);
  const [fileError, setFileError] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [progress, setProgress] = useState<number | null>(null);

  const kind = mediaKindOf(type);
  const current = dedication.media && dedication.media.type === kind ? dedication.media : null;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    // spec panels §5: dedication types photo/video require a file.
    if (kind && !current && files.length === 0) {
      setFileError(T.fileRequired);
      return;
    }
    // The field shows Rome's wall clock, as the table does (DESIGN.md "Data").
    const ms = romeDateTimeValue(time);
    setProgress(0);
    try {
      await editDedication(
        {
          id: dedication.ID,
          type,
          // Only a time the admin changed is sent: the stored one keeps its seconds.
          time: time === romeDateTimeInput(dedication.time) ? null : ms,
          text,
          sign,
          file: kind ? (files[0] ?? null) : null,
          forcePublish,
          notify,
        },
        setProgress,
      );
      toast(T.edited, 'success');
      onSaved();
    } catch (failure) {
      if (failure instanceof ApiError) {
        setError(failure.message);
        if (kind && failure.fields[kind]) setFileError(failure.fields[kind]);
      } else setError(MESSAGES.unexpected);
    } finally {
      setProgress(null);
    }
  };

  return (
    <Dialog
      open
      onClose={onClose}
      title={T.editTitle}
      closeOnBackdrop={false}
      actions={
        <>
          <Button variant="secondary" onClick={onClose}>
            {T.cancel}
          </Button>
          <Button type="submit" form="edit-dedication" loading={progress !== null}>
            {progress !== null && progress > 0 ? T.saving(progress) : T.save}
          </Button>
        </>
      }
    >
      <form id="edit-dedication" onSubmit={(event) => void submit(event)} noValidate>
        <Select
          label={T.type}
          value={type}
          onChange={(event) => {
            setType(event.target.value as DedicationType);
            setFiles([]);
            setFileError(null);
          }}
          options={TYPES.map((value) => ({ value, label: DEDICATION_NAMES[value] }))}
          required
        />
        <TextField
          label={T.time}
          type="datetime-local"
          value={time}
          onChange={(event) => setTime(event.target.value)}
        />
        <TextArea
          label={T.text}
          value={text}
          maxLength={1000}
          onChange={(event) => setText(event.target.value)}
        />
        <TextField
          label={T.sign}
          hint={T.signHint}
          value={sign}
          maxLength={100}
          onChange={(event) => setSign(event.target.value)}
        />
        {kind && (
          <>
            {current && (
              <p>
                {T.currentMedia}:{' '}
                <a href={current.filename} target="_blank" rel="noopener noreferrer">
                  {kind === 'video' ? T.video : T.photo}
                </a>
              </p>
            )}
            <FilePicker
              label={kind === 'video' ? T.video : T.photo}
              kind={kind}
              value={files}
              onChange={(chosen) => {
                setFiles(chosen);
                setFileError(null);
              }}
              hint={current ? T.replaceHint : undefined}
              error={fileError}
              required={!current}
            />
          </>
        )}
        {dedication.status === 'pending' && (
          <>
            <Checkbox
              label={T.forcePublish}
              checked={forcePublish}
              onChange={(event) => setForcePublish(event.target.checked)}
            />
            {forcePublish && (
              <Checkbox
                label={T.notify}
                checked={notify}
                onChange={(event) => setNotify(event.target.checked)}
              />
            )}
          </>
        )}
        {error && <FormMessage>{error}</FormMessage>}
      </form>
    </Dialog>
  );
}
