import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { VideoSlot } from './VideoSlot';
import { galleryOf } from './memorial-media';

describe('VideoSlot', () => {
  it("is the memorial form's saved video", () => {
    const gallery = galleryOf([{ ID: 7, type: 'video', file: '/uploads/memorial/broken.mp4' } as never]);
    const { container } = render(
      <VideoSlot
        gallery={gallery}
        disabled={false}
        canRemoveSaved
        onChoose={() => undefined}
        onRemove={() => undefined}
        onRestore={() => undefined}
      />,
    );
    fireEvent.error(container.querySelector('video')!);
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Errore nella visualizzazione del video, si consiglia di eliminarlo e ricaricarlo',
    );
    expect(screen.getByRole('button', { name: 'Rimuovi Video del memorial' })).toBeInTheDocument();
  });
});
