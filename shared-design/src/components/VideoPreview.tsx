import { useState, type VideoHTMLAttributes } from 'react';
import { MESSAGES } from '../messages';
import { FormMessage } from './FormMessage';

export type VideoPreviewProps = Omit<VideoHTMLAttributes<HTMLVideoElement>, 'onError' | 'children'> & {
  src: string;
};

/**
 * A saved video shown in a panel (memorial, partner page) with its controls. When the browser cannot show
 * it (a broken or unsupported file) the spec's message replaces the empty frame (spec panels §8 "Video
 * thumbnail failure"), so the owner knows to delete it and upload it again.
 */
export function VideoPreview({ src, ...rest }: VideoPreviewProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  if (failedSrc === src) return <FormMessage>{MESSAGES.videoPreviewFailed}</FormMessage>;
  return (
    <video src={src} controls preload="metadata" {...rest} onError={() => setFailedSrc(src)}>
      <track kind="captions" />
    </video>
  );
}
