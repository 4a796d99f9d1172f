// 'Aggiungi defunto' (spec panels §2 "Deceased and obituary forms"): Dati Defunto, Dati Manifesto, Dati Lapide
// Digitale and the optional memorial, in the kinds of obituary-values.ts; the partner selector with 'Nessuno'
// for administrators; the add and the edit (full-screen modal, obituaryModify, deceasedModify) of one record.
import { useEffect, useState, type FormEvent, type ReactNode } from 'react';
import {
  Button,
  Checkbox,
  ConfirmDialog,
  Dialog,
  MESSAGES,
  RichTextEditor,
  Spinner,
  TextField,
} from '@ricordo/shared-design';
import { DeceasedFields } from './DeceasedFields';
import { errorsFromServer } from './obituary-payload';
import { FuneralPlaces } from './FuneralPlaces';
import { ManifestoEditor } from './ManifestoEditor';
import { OBITUARY_TEXTS as T } from './obituary-texts';
import {
  ageOf,
  emptyObituaryValues,
  hasNotice,
  hasTombstone,
  validateObituary,
  type ObituaryErrors,
  type ObituaryFormKind,
  type ObituaryValues,
} from './obituary-values';
import { TombstoneFields } from './TombstoneFields';
import { previewKey, useManifestoPreview } from './use-manifesto-preview';
import { useObituarySubmit, type SubmitPlan } from './use-obituary-submit';
import '@ricordo/shared-design/rich-text.css';
import './obituary.css';

/** The control each error key points to (the first one failing gets the focus). */
const FIELD_OF: Record<keyof ObituaryErrors, string> = {
  name: 'obituary-name',
  surname: 'obituary-surname',
  gender: 'obituary-gender',
  graveyardRegion: 'obituary-graveyard-region',
  graveyardProvince: 'obituary-graveyard-province',
  graveyardCity: 'obituary-graveyard-city',
  graveyardCap: 'obituary-graveyard-cap',
  publishDate: 'manifest-publish-date',
  funeralPlaces: 'funeral-places',
  referringPlaces: 'obituary-referring',
  biography: 'obituary-biography',
  memorialFiles: 'obituary-memorial-media',
  terms: 'obituary-terms',
};

/** Focuses the control, or the first control inside a group (gender, place rows, media). */
function focusControl(id: string) {
  const element = document.getElementById(id);
  if (!element) return;
  const control = element.matches('input, select, textarea')
    ? element
    : (element.querySelector<HTMLElement>('input, select, textarea, button') ?? element);
  control.focus();
}

/** The images already saved on a record (edit forms), as URLs. */
export interface SavedImages {
  photo: string | null;
  lapidePhoto: string | null;
  /** The generated manifesto (the preview until a new one is made). */
  manifesto: string | null;
  customManifesto: string | null;
}

/** What an edit sends besides the values: the removals and whether the manifesto data changed. */
export interface FormEdits {
  removePhoto: boolean;
  removeLapidePhoto: boolean;
  resetCustomManifesto: boolean;
  manifestChanged: boolean;
  /** The publication day differs from the one the form started with. */
  publishDateChanged: boolean;
}

const NOTHING_SAVED: SavedImages = { photo: null, lapidePhoto: null, manifesto: null, customManifesto: null };

export interface ObituaryFormProps {
  kind: ObituaryFormKind;
  /** Administrators choose the partner ('Nessuno' for none); partners add for themselves. */
  asAdmin: boolean;
  /** The call that sends the form; its message (or `successText`) is the success modal's. */
  send: (values: ObituaryValues, onProgress: (percent: number) => void, edits: FormEdits) => Promise<string>;
  successText: string;
  /** Values to start from (edit); an empty form otherwise. */
  initialValues?: ObituaryValues;
  /** The record's saved images (edit). */
  saved?: SavedImages;
  /** Add forms ask obituaryCheck and offer the terms and 'Aggiungine un altro'. */
  mode: 'add' | 'edit';
  /** 'Chiudi' of the success modal. */
  onClose: () => void;
  /** Shows the kind switch 'Pubblica anche il necrologio' ('tombstone' ↔ 'both'). */
  onKindChange?: (kind: ObituaryFormKind) => void;
  /** Shown in the success modal under its message (the add forms' downloads). */
  successContent?: ReactNode;
}

export function ObituaryForm({
  kind,
  asAdmin,
  send,
  successText,
  initialValues,
  saved = NOTHING_SAVED,
  mode,
  onClose,
  onKindChange,
  successContent,
}: ObituaryFormProps) {
  const [values, setValues] = useState<ObituaryValues>(() => initialValues ?? emptyObituaryValues());
  const [errors, setErrors] = useState<ObituaryErrors>({});
  const [notice, setNotice] = useState<string | null>(null);
  const [formKey, setFormKey] = useState(0);
  const flow = useObituarySubmit();
  const notices = hasNotice(kind);
  const tombstone = hasTombstone(kind);
  const preview = useManifestoPreview(values, notices, saved.manifesto);
  const [initialKey] = useState(() => previewKey(values));
  const [initialPublishDate] = useState(() => values.publishDate);
  const [removed, setRemoved] = useState({ photo: false, lapidePhoto: false, customManifesto: false });
  const toggle = (key: keyof typeof removed) =>
    setRemoved((current) => ({ ...current, [key]: !current[key] }));
  const age = ageOf(values);
  const busy = flow.busy;

  const change = (next: Partial<ObituaryValues>) => setValues((current) => ({ ...current, ...next }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const found = validateObituary(values, kind, { terms: mode === 'add' });
    setErrors(found);
    const first = (Object.keys(FIELD_OF) as Array<keyof ObituaryErrors>).find((key) => found[key]);
    if (first) {
      // After the render that shows the messages.
      setTimeout(() => focusControl(FIELD_OF[first]), 0);
      return;
    }
    const plan: SubmitPlan = {
      checkDuplicate: mode === 'add' && notices,
      askLapidePhoto: tombstone && mode === 'add',
      send: (onProgress) =>
        send(values, onProgress, {
          removePhoto: removed.photo && !values.photo,
          removeLapidePhoto: removed.lapidePhoto && !values.lapidePhoto,
          resetCustomManifesto: removed.customManifesto && !values.customManifesto,
          manifestChanged: previewKey(values) !== initialKey,
          publishDateChanged: values.publishDate !== initialPublishDate,
        }),
      successText,
    };
    void flow.start(plan, values);
  };

  // A refused save: the server's messages under their fields, the values untouched.
  const outcome = flow.outcome;
  useEffect(() => {
    if (outcome && !outcome.ok && outcome.fields) {
      const fromServer = errorsFromServer(outcome.fields);
      if (Object.keys(fromServer).length > 0) setErrors(fromServer);
    }
  }, [outcome]);

  const addAnother = () => {
    flow.closeOutcome();
    setValues(emptyObituaryValues());
    setErrors({});
    setFormKey((key) => key + 1);
    // The new form starts at its first field.
    setTimeout(() => focusControl(FIELD_OF.name), 0);
  };

  return (
    <>
      <form
        key={formKey}
        noValidate
        onSubmit={submit}
        onBlur={preview.onBlur}
        aria-busy={busy || undefined}
        className="rc-obituary-form"
      >
        <DeceasedFields
          values={values}
          errors={errors}
          busy={busy}
          change={change}
          kind={kind}
          asAdmin={asAdmin}
          onKindChange={onKindChange}
          savedPhoto={saved.photo}
          photoRemoved={removed.photo}
          onTogglePhoto={() => toggle('photo')}
        />

        {notices && (
          <section aria-labelledby="obituary-manifesto-title" className="rc-obituary-section">
            <h3 id="obituary-manifesto-title">{T.sectionManifesto}</h3>
            <ManifestoEditor
              values={values}
              age={age}
              preview={preview}
              savedCustom={removed.customManifesto ? null : saved.customManifesto}
              onRestore={() => setRemoved((current) => ({ ...current, customManifesto: true }))}
              publishDateError={errors.publishDate}
              disabled={busy}
              onChange={change}
            />
            <TextField
              id="obituary-funeral-date"
              type="date"
              label={T.funeralDate}
              value={values.funeralDate}
              disabled={busy}
              onChange={(event) => change({ funeralDate: event.target.value })}
            />
            <FuneralPlaces
              value={values.funeralPlaces}
              error={errors.funeralPlaces}
              disabled={busy}
              onChange={(funeralPlaces) => change({ funeralPlaces })}
            />
            <RichTextEditor
              id="obituary-note"
              label={T.obituaryNote}
              value={values.obituaryNote}
              disabled={busy}
              onChange={(obituaryNote) => change({ obituaryNote })}
            />
          </section>
        )}

        {tombstone && (
          <TombstoneFields
            values={values}
            errors={errors}
            busy={busy}
            change={change}
            mode={mode}
            savedLapidePhoto={saved.lapidePhoto}
            lapidePhotoRemoved={removed.lapidePhoto}
            onToggleLapidePhoto={() => toggle('lapidePhoto')}
            onProblem={setNotice}
          />
        )}

        {mode === 'add' && (
          <Checkbox
            id="obituary-terms"
            label={T.terms}
            checked={values.terms}
            error={errors.terms}
            disabled={busy}
            onChange={(event) => change({ terms: event.target.checked })}
          />
        )}
        {busy && (
          <p>
            <Spinner percent={flow.progress} label={T.uploading(flow.progress ?? 0)} />
          </p>
        )}
        <p className="rc-form-actions">
          <Button type="submit" loading={busy} disabled={busy}>
            {mode === 'add' ? T.submit : T.save}
          </Button>
        </p>
      </form>
      <ConfirmDialog
        open={flow.question === 'duplicate'}
        message={T.duplicate}
        onCancel={flow.cancel}
        onConfirm={flow.confirm}
      />
      <ConfirmDialog
        open={flow.question === 'lapidePhoto'}
        message={T.missingLapidePhoto}
        onCancel={flow.cancel}
        onConfirm={flow.confirm}
      />
      <Dialog
        open={notice !== null}
        onClose={() => setNotice(null)}
        title={MESSAGES.attention}
        description={notice ?? undefined}
        showCloseButton={false}
        actions={<Button onClick={() => setNotice(null)}>{MESSAGES.close}</Button>}
      />
      <Dialog
        open={flow.outcome !== null}
        onClose={flow.outcome?.ok ? onClose : flow.closeOutcome}
        title={flow.outcome?.ok ? MESSAGES.success : MESSAGES.error}
        description={flow.outcome?.message}
        showCloseButton={false}
        actions={
          flow.outcome?.ok ? (
            <>
              {mode === 'add' && (
                <Button variant="secondary" onClick={addAnother}>
                  {T.addAnother}
                </Button>
              )}
              <Button
                onClick={() => {
                  flow.closeOutcome();
                  onClose();
                }}
              >
                {MESSAGES.close}
              </Button>
            </>
          ) : (
            <Button onClick={flow.closeOutcome}>{MESSAGES.close}</Button>
          )
        }
      >
        {flow.outcome?.ok && successContent}
      </Dialog>
    </>
  );
}
