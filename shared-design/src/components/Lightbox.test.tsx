import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { Lightbox, type LightboxItem } from './Lightbox';

const ITEMS: LightboxItem[] = [
  { src: '/media/a.jpg', alt: 'Tramonto' },
  { src: '/media/b.jpg', type: 'photo', alt: 'Fiori' },
  { src: '/media/c.mp4', type: 'video', alt: 'Video del ricordo' },
];

function Gallery({ items = ITEMS }: { items?: LightboxItem[] }) {
  const [index, setIndex] = useState<number | null>(null);
  return (
    <>
      {items.map((item, position) => (
        <button key={item.src} type="button" onClick={() => setIndex(position)}>
          Apri {item.alt}
        </button>
      ))}
      <Lightbox items={items} index={index} onIndexChange={setIndex} onClose={() => setIndex(null)} />
    </>
  );
}

/** Clicks a thumbnail and waits for the viewer, whose code is a chunk of its own. */
async function openFrom(button: HTMLElement) {
  await userEvent.click(button);
  return screen.findByRole('dialog', { name: 'Foto e video' });
}

describe('Lightbox', () => {
  it('shows the chosen photo large with its alt text and the counter', async () => {
    render(<Gallery />);
    const dialog = await openFrom(screen.getByRole('button', { name: 'Apri Fiori' }));
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(screen.getByRole('img', { name: 'Fiori' })).toHaveAttribute('src', '/media/b.jpg');
    expect(dialog).toHaveTextContent('2 di 3');
  });

  it("moves with 'Precedente' / 'Successiva' and wraps around", async () => {
    render(<Gallery />);
    await openFrom(screen.getByRole('button', { name: 'Apri Tramonto' }));
    await userEvent.click(screen.getByRole('button', { name: 'Successiva' }));
    expect(screen.getByRole('img', { name: 'Fiori' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Precedente' }));
    await userEvent.click(screen.getByRole('button', { name: 'Precedente' }));
    expect(screen.getByRole('dialog')).toHaveTextContent('3 di 3');
  });

  it('moves with the arrow keys and shows a video with its controls', async () => {
    render(<Gallery />);
    await openFrom(screen.getByRole('button', { name: 'Apri Tramonto' }));
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    const video = screen.getByRole('dialog').querySelector('video');
    expect(video).toHaveAttribute('src', '/media/c.mp4');
    expect(video).toHaveAttribute('controls');
    expect(screen.getByRole('dialog')).toHaveTextContent('3 di 3');
    await userEvent.keyboard('{ArrowLeft}');
    expect(screen.getByRole('img', { name: 'Fiori' })).toBeInTheDocument();
  });

  it('closes on Escape and gives focus back to the thumbnail that opened it', async () => {
    render(<Gallery />);
    const opener = screen.getByRole('button', { name: 'Apri Fiori' });
    await openFrom(opener);
    await userEvent.keyboard('{ArrowRight}{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
    // Closed, the arrows do nothing.
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('has no navigation buttons for a single item', async () => {
    render(<Gallery items={[ITEMS[0]]} />);
    await openFrom(screen.getByRole('button', { name: 'Apri Tramonto' }));
    expect(screen.queryByRole('button', { name: 'Successiva' })).not.toBeInTheDocument();
    expect(screen.getByRole('dialog')).toHaveTextContent('1 di 1');
  });
});
