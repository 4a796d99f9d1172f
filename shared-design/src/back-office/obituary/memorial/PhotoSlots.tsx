import './memorial-media.css';
import { useEffect, useMemo, type ChangeEvent } from 'react';
import { Button, Collapsible, FILE_PICKER_ACCEPT, MEMORIAL_MAX_PHOTOS } from '@ricordo/shared-design';

import type { GalleryState } from './memorial-media';
import { MEMORIAL_MEDIA_TEXTS as T } from './memorial-media-texts';

export interface PhotoSlotsProps {
  gallery: GalleryState;
  disabled: boolean;
  /** False in the add form: an expired memorial's photos stay (the add call removes nothing). */
  canRemoveSaved: boolean;
  onChoose: (files: File[]) => void;
  onRemoveSaved: (id: number) => void;
  onRemoveNew: (index: number) => void;
  onRestore: (id: number) => void;
}

/** Object URLs of the chosen files, revoked when they change (none where the browser has no URL API). */
function usePreviews(files: readonly File[]): Array<string | null> {
  const urls = useMemo(
    () => files.map((file) => (typeof URL.createObjectURL === 'function' ? URL.createObjectURL(file) : null)),
    [files],
  );
  useEffect(
    () => () =>
      urls.forEach((url) => url && typeof URL.revokeObjectURL === 'function' && URL.revokeObjectURL(url)),
    [urls],
  );
  return urls;
}

/**
 * The ten photo slots (spec panels §4 "Photo slots: 10; taken on add, freed on remove"): saved photos, then
 * the new ones, then one 'Carica immagine n di 10' per free slot; removed saved photos wait in
 * 'Immagini rimosse' with 'Ripristina'.
 */
export function PhotoSlots({
  gallery,
  disabled,
  canRemoveSaved,
  onChoose,
  onRemoveSaved,
  onRemoveNew,
  onRestore,
}: PhotoSlotsProps) {
  const previews = usePreviews(gallery.newPhotos);
  const taken = gallery.photos.length + gallery.newPhotos.length;
  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const files = Array.from(event.target.files ?? []);
    event.target.value = '';
    if (files.length > 0) onChoose(files);
  };
  return (
    <fieldset className="rc-memorial-media" disabled={disabled}>
      <legend>{T.photos}</legend>
      <p className="rc-field__hint">{T.photosHint}</p>
      <ol className="rc-memorial-slots">
        {gallery.photos.map((photo, index) => (
          <li key={`saved-${photo.ID}`} className="rc-memorial-slot">
            <img src={photo.file} alt={T.savedPhoto(index + 1)} loading="lazy" />
            {canRemoveSaved && (
              <Button
                variant="secondary"
                aria-label={`${T.remove} ${T.savedPhoto(index + 1)}`}
                onClick={() => onRemoveSaved(photo.ID)}
              >
                {T.remove}
              </Button>
            )}
          </li>
        ))}
        {gallery.newPhotos.map((file, index) => {
          const label = T.newPhoto(gallery.photos.length + index + 1, file.name);
          return (
            <li key={`new-${index}-${file.name}`} className="rc-memorial-slot">
              {previews[index] ? <img src={previews[index]} alt={label} /> : <span>{label}</span>}
              <Button
                variant="secondary"
                aria-label={`${T.remove} ${label}`}
                onClick={() => onRemoveNew(index)}
              >
                {T.remove}
              </Button>
            </li>
          );
        })}
        {Array.from({ length: MEMORIAL_MAX_PHOTOS - taken }, (_, index) => {
          const n = taken + index + 1;
          return (
            <li key={`free-${n}`} className="rc-memorial-slot rc-memorial-slot--free">
              <label htmlFor={`memorial-photo-${n}`}>{T.photoSlot(n)}</label>
              <input
                id={`memorial-photo-${n}`}
                type="file"
                accept={FILE_PICKER_ACCEPT.photo}
                multiple
                onChange={choose}
              />
            </li>
          );
        })}
      </ol>
      {gallery.removedPhotos.length > 0 && (
        <Collapsible title={`${T.removedPhotos} (${gallery.removedPhotos.length})`} headingLevel={4}>
          <ul className="rc-memorial-slots">
            {gallery.removedPhotos.map((photo, index) => (
              <li key={photo.ID} className="rc-memorial-slot">
                <img src={photo.file} alt={`${T.removedPhotos} ${index + 1}`} loading="lazy" />
                <Button
                  variant="secondary"
                  aria-label={`${T.restore} ${T.removedPhotos} ${index + 1}`}
                  onClick={() => onRestore(photo.ID)}
                >
                  {T.restore}
                </Button>
              </li>
            ))}
          </ul>
        </Collapsible>
      )}
    </fieldset>
  );
}
