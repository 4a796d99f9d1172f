// 'Aggiungi defunto' (spec panels §2 "Deceased and obituary forms"): Dati Defunto, Dati Manifesto, Dati Lapide
// Digitale and the optional memorial, in the kinds of obituary-values.ts; the partner selector with 'Nessuno'
// for administrators; the add and the edit (full-screen modal, obituaryModify, deceasedModify) of one record.
import { useState, type FormEvent } from 'react';
import {
  AddressPicker,
  Button,
  Checkbox,
  ConfirmDialog,
  Dialog,
  EMPTY_ADDRESS,
  FilePicker,
  MESSAGES,
  NotificationZonesPicker,
  RadioGroup,
  RichTextEditor,
  Spinner,
  TextField,
} from '@ricordo/shared-design';
import {
  addPhotos,
  chooseVideo,
  PhotoSlots,
  removeNewPhoto,
  removePhoto,
  restorePhoto,
  removeVideo,
  restoreVideo,
  VideoSlot,
  type GalleryChange,
} from './memorial';
import { FuneralPlaces } from './FuneralPlaces';
import { ManifestoEditor } from './ManifestoEditor';
import { PartnerSelect } from './PartnerSelect';
import { SavedPhoto } from './SavedPhoto';
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
  const [removed, setRemoved] = useState({ photo: false, lapidePhoto: false, customManifesto: false });
  const toggle = (key: keyof typeof removed) =>
    setRemoved((current) => ({ ...current, [key]: !current[key] }));
  const age = ageOf(values);
  const busy = flow.busy;

  const change = (next: Partial<ObituaryValues>) => setValues((current) => ({ ...current, ...next }));
  const applyGallery = (result: GalleryChange) => {
    change({ gallery: result.state });
    if (result.problem) setNotice(result.problem);
  };

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
        }),
      successText,
    };
    void flow.start(plan, values);
  };

  const addAnother = () => {
    flow.closeOutcome();
    setValues(emptyObituaryValues());
    setErrors({});
    setFormKey((key) => key + 1);
    window.scrollTo?.(0, 0);
  };

  const graveyardErrors = {
    region: errors.graveyardRegion,
    province: errors.graveyardProvince,
    location: errors.graveyardCity,
    cap: errors.graveyardCap,
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
        <section aria-labelledby="obituary-deceased-title" className="rc-obituary-section">
          <h3 id="obituary-deceased-title">{T.sectionDeceased}</h3>
          {asAdmin && (
            <PartnerSelect
              value={values.partnerId}
              disabled={busy}
              onChange={(partnerId) => change({ partnerId })}
            />
          )}
          {onKindChange && (
            <Checkbox
              id="obituary-with-notice"
              label={T.withNotice}
              checked={kind === 'both'}
              disabled={busy}
              onChange={(event) => onKindChange(event.target.checked ? 'both' : 'tombstone')}
            />
          )}
          <div className="rc-obituary-grid">
            <TextField
              id="obituary-name"
              label={T.name}
              required
              value={values.name}
              error={errors.name}
              disabled={busy}
              onChange={(event) => change({ name: event.target.value })}
            />
            <TextField
              id="obituary-surname"
              label={T.surname}
              required
              value={values.surname}
              error={errors.surname}
              disabled={busy}
              onChange={(event) => change({ surname: event.target.value })}
            />
            <RadioGroup
              id="obituary-gender"
              legend={T.gender}
              name="obituary-gender"
              required
              value={values.gender || null}
              error={errors.gender}
              options={[
                { value: 'M', label: T.male },
                { value: 'F', label: T.female },
              ]}
              onChange={(gender) => change({ gender: gender as 'M' | 'F' })}
            />
            <TextField
              id="obituary-birth"
              type="date"
              label={T.dateOfBirth}
              value={values.dateOfBirth}
              disabled={busy}
              onChange={(event) => change({ dateOfBirth: event.target.value })}
            />
            <TextField
              id="obituary-death"
              type="date"
              label={T.dateOfDeath}
              value={values.dateOfDeath}
              disabled={busy}
              onChange={(event) => change({ dateOfDeath: event.target.value })}
            />
            <TextField
              id="obituary-age"
              label={T.age}
              hint={T.ageHint}
              inputMode="numeric"
              maxLength={3}
              value={values.age}
              disabled={busy}
              onChange={(event) => change({ age: event.target.value.replace(/\D/g, '') })}
            />
          </div>
          <FilePicker
            id="obituary-photo"
            label={T.photo}
            kind="photo"
            value={values.photo ? [values.photo] : []}
            disabled={busy}
            onChange={(files) => change({ photo: files[0] ?? null })}
          />
          {!values.photo && (
            <SavedPhoto
              url={saved.photo}
              label={T.savedPhoto}
              removed={removed.photo}
              disabled={busy}
              onToggle={() => toggle('photo')}
            />
          )}
          <AddressPicker
            id="obituary-graveyard"
            legend={T.graveyard}
            showNationality={false}
            withStreet={false}
            value={{ ...EMPTY_ADDRESS, ...values.graveyard }}
            errors={graveyardErrors}
            disabled={busy}
            onChange={(address) =>
              change({
                graveyard: {
                  region: address.region,
                  province: address.province,
                  location: address.location,
                  cap: address.cap,
                },
              })
            }
          />
          <div className="rc-obituary-grid">
            <TextField
              id="obituary-graveyard-name"
              label={T.graveyardName}
              value={values.graveyardName}
              disabled={busy}
              onChange={(event) => change({ graveyardName: event.target.value })}
            />
            <TextField
              id="obituary-graveyard-address"
              label={T.graveyardAddress}
              hint={T.graveyardAddressHint}
              maxLength={64}
              value={values.graveyardAddress}
              disabled={busy}
              onChange={(event) => change({ graveyardAddress: event.target.value })}
            />
          </div>
          <NotificationZonesPicker
            id="obituary-referring"
            legend={T.referringPlaces}
            hint={T.referringHint}
            value={values.referringPlaces}
            error={errors.referringPlaces}
            disabled={busy}
            onChange={(referringPlaces) => change({ referringPlaces })}
          />
        </section>

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
          <section aria-labelledby="obituary-tombstone-title" className="rc-obituary-section">
            <h3 id="obituary-tombstone-title">{T.sectionTombstone}</h3>
            <FilePicker
              id="obituary-lapide-photo"
              label={T.lapidePhoto}
              kind="photo"
              value={values.lapidePhoto ? [values.lapidePhoto] : []}
              disabled={busy}
              onChange={(files) => change({ lapidePhoto: files[0] ?? null })}
            />
            {!values.lapidePhoto && (
              <SavedPhoto
                url={saved.lapidePhoto}
                label={T.savedLapidePhoto}
                removed={removed.lapidePhoto}
                disabled={busy}
                onToggle={() => toggle('lapidePhoto')}
              />
            )}
            {mode === 'add' && (
              <Checkbox
                id="obituary-memorial"
                label={T.memorialService}
                checked={values.memorial}
                disabled={busy}
                onChange={(event) => change({ memorial: event.target.checked })}
              />
            )}
            {mode === 'add' && values.memorial && (
              <div className="rc-obituary-memorial">
                <RichTextEditor
                  id="obituary-biography"
                  label={T.biography}
                  required
                  value={values.biography}
                  error={errors.biography}
                  disabled={busy}
                  onChange={(biography) => change({ biography })}
                />
                <div id="obituary-memorial-media" tabIndex={-1}>
                  <PhotoSlots
                    gallery={values.gallery}
                    disabled={busy}
                    canRemoveSaved={false}
                    onChoose={(files) => applyGallery(addPhotos(values.gallery, files))}
                    onRemoveSaved={(id) => change({ gallery: removePhoto(values.gallery, id) })}
                    onRemoveNew={(index) => change({ gallery: removeNewPhoto(values.gallery, index) })}
                    onRestore={(id) => applyGallery(restorePhoto(values.gallery, id))}
                  />
                  <VideoSlot
                    gallery={values.gallery}
                    disabled={busy}
                    canRemoveSaved={false}
                    onChoose={(file) => applyGallery(chooseVideo(values.gallery, file))}
                    onRemove={() => change({ gallery: removeVideo(values.gallery) })}
                    onRestore={() => applyGallery(restoreVideo(values.gallery))}
                  />
                  {errors.memorialFiles && (
                    <p className="rc-field__error" role="alert">
                      {errors.memorialFiles}
                    </p>
                  )}
                </div>
              </div>
            )}
          </section>
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
        confirmLabel={T.yes}
        cancelLabel={T.no}
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
      />
    </>
  );
}
