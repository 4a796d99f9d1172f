import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { VideoPreview } from './VideoPreview';

const FAILED = 'Errore nella visualizzazione del video, si consiglia di eliminarlo e ricaricarlo';

describe('VideoPreview (spec panels §8 video thumbnail failure)', () => {
  it('shows the video with its controls while it can be shown', () => {
    const { container } = render(<VideoPreview src="/uploads/memorial/a.mp4" aria-label="Video" />);
    expect(container.querySelector('video')).toHaveAttribute('src', '/uploads/memorial/a.mp4');
    expect(screen.queryByText(FAILED)).not.toBeInTheDocument();
  });

  it("replaces a video the browser cannot show with the spec's message, until another file is given", () => {
    const { container, rerender } = render(<VideoPreview src="/uploads/memorial/broken.mp4" />);
    fireEvent.error(container.querySelector('video')!);
    expect(screen.getByRole('alert')).toHaveTextContent(FAILED);
    expect(container.querySelector('video')).toBeNull();

    rerender(<VideoPreview src="/uploads/memorial/new.mp4" />);
    expect(container.querySelector('video')).toHaveAttribute('src', '/uploads/memorial/new.mp4');
  });
});
