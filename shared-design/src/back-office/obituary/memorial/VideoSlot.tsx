import type { ChangeEvent } from 'react';
import { Button, Collapsible, FILE_PICKER_ACCEPT, VideoPreview } from '@ricordo/shared-design';
import type { GalleryState } from './memorial-media';
import { MEMORIAL_MEDIA_TEXTS as T } from './memorial-media-texts';

export interface VideoSlotProps {
  gallery: GalleryState;
  disabled: boolean;
  /** False in the add form: an expired memorial's video stays (the add call removes nothing). */
  canRemoveSaved: boolean;
  onChoose: (file: File) => void;
  onRemove: () => void;
  onRestore: () => void;
}

/**
 * The memorial's one video (spec panels §4): the saved or the new one with 'Rimuovi', else 'Carica video';
 * a removed saved video waits in 'Video rimosso' and comes back only when no video is current.
 */
export function VideoSlot({
  gallery,
  disabled,
  canRemoveSaved,
  onChoose,
  onRemove,
  onRestore,
}: VideoSlotProps) {
  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (file) onChoose(file);
  };
  return (
    <fieldset className="rc-memorial-media" disabled={disabled}>
      <legend>{T.video}</legend>
      <p className="rc-field__hint">{T.videoHint}</p>
      {gallery.video ? (
        <div className="rc-memorial-slot">
          <VideoPreview src={gallery.video.file} aria-label={T.savedVideo} />
          {canRemoveSaved && (
            <Button variant="secondary" aria-label={`${T.remove} ${T.savedVideo}`} onClick={onRemove}>
              {T.remove}
            </Button>
          )}
        </div>
      ) : gallery.newVideo ? (
        <div className="rc-memorial-slot">
          <span>{T.newVideo(gallery.newVideo.name)}</span>
          <Button variant="secondary" aria-label={`${T.remove} ${gallery.newVideo.name}`} onClick={onRemove}>
            {T.remove}
          </Button>
        </div>
      ) : (
        <div className="rc-memorial-slot rc-memorial-slot--free">
          <label htmlFor="memorial-video">{T.chooseVideo}</label>
          <input id="memorial-video" type="file" accept={FILE_PICKER_ACCEPT.video} onChange={choose} />
        </div>
      )}
      {gallery.removedVideo && (
        <Collapsible title={T.removedVideo} headingLevel={4}>
          <div className="rc-memorial-slot">
            <VideoPreview src={gallery.removedVideo.file} aria-label={T.removedVideo} />
            <Button variant="secondary" aria-label={`${T.restore} ${T.removedVideo}`} onClick={onRestore}>
              {T.restore}
            </Button>
          </div>
        </Collapsible>
      )}
    </fieldset>
  );
}
