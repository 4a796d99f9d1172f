import { Button } from '@ricordo/shared-design';
import { OBITUARY_TEXTS as T } from './obituary-texts';

export interface SavedPhotoProps {
  /** The saved image's URL; nothing is shown without one or while a new file replaces it. */
  url: string | null;
  label: string;
  removed: boolean;
  onToggle: () => void;
  disabled?: boolean;
}

/** A photo already saved on the record (edit forms): shown with 'Rimuovi', or 'Ripristina' once removed. */
export function SavedPhoto({ url, label, removed, onToggle, disabled }: SavedPhotoProps) {
  if (!url) return null;
  return (
    <div className="rc-obituary-saved">
      {removed ? <span>{T.photoRemoved(label)}</span> : <img src={url} alt={label} />}
      <Button
        variant="secondary"
        aria-label={`${removed ? T.restorePhoto : T.removePhoto} ${label}`}
        disabled={disabled}
        onClick={onToggle}
      >
        {removed ? T.restorePhoto : T.removePhoto}
      </Button>
    </div>
  );
}
