// The memorial's photo and video gallery (spec public §2, §9): thumbnails that open the kit's Lightbox.
// Below 600 px only the first GALLERY_NARROW_COUNT show until 'Mostra tutte' (a CSS rule on
// data-gallery-collapsed, so the server's first paint hides the same ones). The server draws this very
// component (src/ssr/render.tsx), and the browser hydrates it in place.
import { useEffect, useRef, useState } from 'react';
import { Lightbox, type LightboxItem, type MemorialMedia } from '@ricordo/shared-design';

/** spec public §9: on narrow screens only 2 photos are shown first. */
export const GALLERY_NARROW_COUNT = 2;

/** The text alternative of item `index` (the gallery has no captions yet). */
export function galleryAlt(fullName: string, media: MemorialMedia[], index: number): string {
  const kind = media[index].type === 'video' ? 'Video' : 'Foto';
  return `${kind} ${index + 1} di ${media.length}, ${fullName}`;
}

export function Gallery({ media, fullName }: { media: MemorialMedia[]; fullName: string }) {
  const [open, setOpen] = useState<number | null>(null);
  const [expanded, setExpanded] = useState(false);
  const listRef = useRef<HTMLUListElement>(null);
  const focusFirstRevealed = useRef(false);
  // 'Mostra tutte' disappears once pressed: focus moves to the first thumbnail it revealed.
  useEffect(() => {
    if (!expanded || !focusFirstRevealed.current) return;
    focusFirstRevealed.current = false;
    listRef.current?.querySelector<HTMLElement>(`[data-gallery-index="${GALLERY_NARROW_COUNT}"]`)?.focus();
  }, [expanded]);
  if (!media.length) return null;
  const collapsible = media.length > GALLERY_NARROW_COUNT && !expanded;
  const items: LightboxItem[] = media.map((item, index) => ({
    src: item.file,
    type: item.type,
    alt: galleryAlt(fullName, media, index),
  }));
  return (
    <section
      className="pub-memorial-section pub-gallery"
      aria-labelledby="pub-gallery-title"
      data-gallery-collapsed={collapsible ? 'true' : undefined}
    >
      <h2 id="pub-gallery-title">Foto e video</h2>
      <ul className="pub-gallery-list" ref={listRef}>
        {media.map((item, index) => (
          <li key={item.ID} className="pub-gallery-item">
            <button
              type="button"
              className="pub-gallery-thumb"
              data-gallery-index={index}
              onClick={() => setOpen(index)}
            >
              {item.type === 'video' ? (
                <span className="pub-gallery-video" role="img" aria-label={items[index].alt}>
                  ▶
                </span>
              ) : (
                <img
                  src={item.file}
                  alt={items[index].alt}
                  width={160}
                  height={120}
                  loading="lazy"
                  decoding="async"
                />
              )}
            </button>
          </li>
        ))}
      </ul>
      {collapsible && (
        <button
          type="button"
          className="rc-button rc-button--secondary pub-gallery-more"
          onClick={() => {
            focusFirstRevealed.current = true;
            setExpanded(true);
          }}
        >
          Mostra tutte
        </button>
      )}
      <Lightbox items={items} index={open} onIndexChange={setOpen} onClose={() => setOpen(null)} />
    </section>
  );
}
