import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Spinner } from './Spinner';

describe('Spinner', () => {
  it("is a status named 'Caricamento'", () => {
    render(<Spinner />);
    expect(screen.getByRole('status', { name: 'Caricamento' })).toBeInTheDocument();
    expect(screen.queryByText(/%/)).not.toBeInTheDocument();
  });

  it('shows the upload percentage, rounded and kept within 0–100', () => {
    const { rerender } = render(<Spinner percent={41.6} />);
    expect(screen.getByRole('status')).toHaveTextContent('42%');
    rerender(<Spinner percent={130} />);
    expect(screen.getByRole('status')).toHaveTextContent('100%');
  });
});
