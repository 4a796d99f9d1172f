import { useEffect, useRef } from 'react';
import { Dialog } from './Dialog';
import type { LightboxProps } from './Lightbox';

/**
 * Modal viewer of a gallery built on Dialog: the current photo large (or a video with its controls), a counter
 * 'n di N', 'Precedente' / 'Successiva' buttons and the ArrowLeft / ArrowRight keys (both wrap around).
 * Mounted by Lightbox only while open (an index and at least one item).
 */
export function LightboxBody({
  items,
  index,
  onIndexChange,
  onClose,
  title = 'Foto e video',
}: LightboxProps) {
  const current = Math.min(Math.max(index ?? 0, 0), items.length - 1);
  const move = useRef<(step: number) => void>(() => undefined);
  move.current = (step) => onIndexChange((current + step + items.length) % items.length);

  useEffect(() => {
    const onKeyDown = (event: globalThis.KeyboardEvent) => {
      if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey) return;
      // A focused video's own controls use the arrows to seek.
      if (event.target instanceof HTMLVideoElement) return;
      if (event.key === 'ArrowLeft') move.current(-1);
      else if (event.key === 'ArrowRight') move.current(1);
      else return;
      event.preventDefault();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);

  const item = items[current];
  const several = items.length > 1;
  return (
    <Dialog
      open
      title={title}
      onClose={onClose}
      className="rc-lightbox"
      actions={
        several && (
          <>
            <button type="button" className="rc-button rc-button--secondary" onClick={() => move.current(-1)}>
              Precedente
            </button>
            <button type="button" className="rc-button rc-button--secondary" onClick={() => move.current(1)}>
              Successiva
            </button>
          </>
        )
      }
    >
      <figure className="rc-lightbox__figure">
        {item.type === 'video' ? (
          <video
            key={item.src}
            className="rc-lightbox__media"
            src={item.src}
            controls
            aria-label={item.alt}
          />
        ) : (
          <img key={item.src} className="rc-lightbox__media" src={item.src} alt={item.alt} />
        )}
        <figcaption className="rc-lightbox__counter" aria-live="polite">
          {current + 1} di {items.length}
        </figcaption>
      </figure>
    </Dialog>
  );
}
