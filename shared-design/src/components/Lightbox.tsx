import { lazy, Suspense } from 'react';

export interface LightboxItem {
  /** URL of the photo or video. */
  src: string;
  type?: 'photo' | 'video';
  /** Text alternative of the photo (also names a video). */
  alt: string;
}

export interface LightboxProps {
  items: LightboxItem[];
  /** The item shown; null keeps the lightbox closed. */
  index: number | null;
  onIndexChange: (index: number) => void;
  /** Called on Escape, 'Chiudi' and a click outside; focus then goes back to the element that opened it. */
  onClose: () => void;
  /** Dialog title; 'Foto e video' by default. */
  title?: string;
}

// Opened only by a click on a thumbnail: its code is a chunk of its own, so the memorial page's first download
// (at its JavaScript budget) does not carry it.
const Body = lazy(async () => ({ default: (await import('./LightboxBody')).LightboxBody }));

/**
 * Modal viewer of a gallery (see LightboxBody): nothing while closed; the viewer once its code has loaded.
 */
export function Lightbox(props: LightboxProps) {
  if (props.index === null || props.items.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <Body {...props} />
    </Suspense>
  );
}
