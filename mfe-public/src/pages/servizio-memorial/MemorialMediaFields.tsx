// The memorial's photos and video (spec public §5 "Memorial": up to 10 photos and 1 video, counting those a
// renewed memorial already has; a full quota disables its picker).
import { FilePicker } from '@ricordo/shared-design';
import { MEMORIAL_TEXTS } from './memorial-texts';

export interface MemorialMediaFieldsProps {
  photos: File[];
  video: File[];
  photosLeft: number;
  videoLeft: number;
  onPhotos: (photos: File[]) => void;
  onVideo: (video: File[]) => void;
}

export function MemorialMediaFields(props: MemorialMediaFieldsProps) {
  const { photos, video, photosLeft, videoLeft, onPhotos, onVideo } = props;
  return (
    <>
      <FilePicker
        label={MEMORIAL_TEXTS.photos}
        kind="photo"
        multiple
        max={photosLeft}
        hint={MEMORIAL_TEXTS.photosHint(photosLeft)}
        value={photos}
        disabled={photosLeft === 0}
        onChange={onPhotos}
      />
      <FilePicker
        label={MEMORIAL_TEXTS.video}
        kind="video"
        hint={videoLeft === 0 ? MEMORIAL_TEXTS.videoPresent : MEMORIAL_TEXTS.videoHint}
        value={video}
        disabled={videoLeft === 0}
        onChange={onVideo}
      />
    </>
  );
}
