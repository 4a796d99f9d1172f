// The video of the partner page (spec panels §9: one, up to 200 MB): streamed to the server with the upload's
// percentage (add-video replaces the previous one), or removed (remove-video).
import { useState, type FormEvent } from 'react';
import {
  Button,
  ConfirmDialog,
  FilePicker,
  FormMessage,
  PARTNER_MAX_VIDEO_BYTES,
  Spinner,
  toast,
  VideoPreview,
} from '@ricordo/shared-design';
import { editFailure, sendPartnerEdit } from './partner-edit-call';
import { PARTNER_PAGE_TEXTS as TEXTS } from './partner-page-texts';

export interface PartnerVideoEditorProps {
  partnerId: number;
  video: string | null;
  onChanged: () => Promise<void>;
}

export function PartnerVideoEditor({ partnerId, video, onChanged }: PartnerVideoEditorProps) {
  const [files, setFiles] = useState<File[]>([]);
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [removing, setRemoving] = useState(false);

  async function upload(event: FormEvent) {
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
        type: 'add-video',
        file: files[0],
        onProgress: setProgress,
      });
      toast(message || TEXTS.saved, 'success');
      setFiles([]);
      await onChanged();
    } catch (failure) {
      setError(editFailure(failure));
    } finally {
      setProgress(null);
    }
  }

  async function remove() {
    setRemoving(true);
    try {
      toast((await sendPartnerEdit({ partnerId, type: 'remove-video' })) || TEXTS.saved, 'success');
      await onChanged();
    } catch (failure) {
      setError(editFailure(failure));
    } finally {
      setRemoving(false);
      setConfirming(false);
    }
  }

  return (
    <section className="rc-partner-page-editor__block" aria-labelledby="rc-partner-video-title">
      <h3 id="rc-partner-video-title">{TEXTS.video}</h3>
      {video ? (
        <>
          <VideoPreview src={video} className="rc-partner-page-editor__video" />
          <Button variant="secondary" onClick={() => setConfirming(true)}>
            {TEXTS.removeVideo}
          </Button>
        </>
      ) : (
        <p>{TEXTS.noVideo}</p>
      )}
      <form onSubmit={upload} noValidate className="rc-partner-page-editor__form">
        <FilePicker
          label={TEXTS.chooseVideo}
          kind="video"
          maxBytes={PARTNER_MAX_VIDEO_BYTES}
          hint={TEXTS.videoHint}
          value={files}
          onChange={setFiles}
          disabled={progress !== null}
        />
        {progress !== null && <Spinner percent={progress} label={TEXTS.uploadVideo} />}
        {error && <FormMessage>{error}</FormMessage>}
        <Button type="submit" loading={progress !== null}>
          {TEXTS.uploadVideo}
        </Button>
      </form>
      <ConfirmDialog
        open={confirming}
        message={TEXTS.removeVideoQuestion}
        busy={removing}
        onConfirm={() => void remove()}
        onCancel={() => setConfirming(false)}
      />
    </section>
  );
}
