import { Checkbox, FilePicker, PHOTO_EXTENSIONS, RichTextEditor } from '@ricordo/shared-design';
import {
  addPhotos,
  chooseVideo,
  PhotoSlots,
  removeNewPhoto,
  removePhoto,
  removeVideo,
  restorePhoto,
  restoreVideo,
  VideoSlot,
  type GalleryChange,
} from './memorial';
import { SavedPhoto } from './SavedPhoto';
import type { SectionProps } from './section-props';
import { OBITUARY_TEXTS as T } from './obituary-texts';

export interface TombstoneFieldsProps extends SectionProps {
  mode: 'add' | 'edit';
  /** The saved tombstone photo (edit) and whether it is to be removed. */
  savedLapidePhoto: string | null;
  lapidePhotoRemoved: boolean;
  onToggleLapidePhoto: () => void;
  /** A refused photo or video: the message to show. */
  onProblem: (message: string) => void;
}

/**
 * Dati Lapide Digitale (spec panels §2): the tombstone photo and, on an add, the optional memorial service
 * (biography, 'Carica immagine n di 10', one video) with the kit's memorial slots.
 */
export function TombstoneFields({
  values,
  errors,
  busy,
  change,
  mode,
  savedLapidePhoto,
  lapidePhotoRemoved,
  onToggleLapidePhoto,
  onProblem,
}: TombstoneFieldsProps) {
  const applyGallery = (result: GalleryChange) => {
    change({ gallery: result.state });
    if (result.problem) onProblem(result.problem);
  };
  return (
    <section aria-labelledby="obituary-tombstone-title" className="rc-obituary-section">
      <h3 id="obituary-tombstone-title">{T.sectionTombstone}</h3>
      <FilePicker
        id="obituary-lapide-photo"
        label={T.lapidePhoto}
        kind="photo"
        citedFormats={PHOTO_EXTENSIONS}
        value={values.lapidePhoto ? [values.lapidePhoto] : []}
        disabled={busy}
        onChange={(files) => change({ lapidePhoto: files[0] ?? null })}
      />
      {!values.lapidePhoto && (
        <SavedPhoto
          url={savedLapidePhoto}
          label={T.savedLapidePhoto}
          removed={lapidePhotoRemoved}
          disabled={busy}
          onToggle={onToggleLapidePhoto}
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
  );
}
