import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ErrorBoundary } from './ErrorBoundary';

let shouldThrow = true;
function Fragile() {
  if (shouldThrow) throw new Error('remote exploded');
  return <p>Sezione caricata</p>;
}

describe('ErrorBoundary', () => {
  it('shows the Italian fallback in place of a part that throws, and retries it', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    shouldThrow = true;
    const onError = vi.fn();
    render(
      <>
        <p>Barra di navigazione</p>
        <ErrorBoundary onError={onError}>
          <Fragile />
        </ErrorBoundary>
      </>,
    );

    expect(screen.getByRole('alert')).toHaveTextContent('Questa sezione non è al momento disponibile.');
    expect(screen.getByText('Barra di navigazione')).toBeInTheDocument();
    expect(onError.mock.calls[0][0]).toMatchObject({ message: 'remote exploded' });

    shouldThrow = false;
    await userEvent.click(screen.getByRole('button', { name: 'Riprova' }));
    expect(screen.getByText('Sezione caricata')).toBeInTheDocument();
  });

  it('renders a custom fallback with the error and a retry', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    shouldThrow = true;
    render(
      <ErrorBoundary
        fallback={(error, retry) => (
          <button type="button" onClick={retry}>
            {`Errore: ${error.message}`}
          </button>
        )}
      >
        <Fragile />
      </ErrorBoundary>,
    );

    shouldThrow = false;
    await userEvent.click(screen.getByRole('button', { name: 'Errore: remote exploded' }));
    expect(screen.getByText('Sezione caricata')).toBeInTheDocument();
  });

  it('starts again when a reset key changes (another route)', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    shouldThrow = true;
    const { rerender } = render(
      <ErrorBoundary resetKeys={['/partner-panel']}>
        <Fragile />
      </ErrorBoundary>,
    );
    expect(screen.getByRole('alert')).toBeInTheDocument();

    shouldThrow = false;
    rerender(
      <ErrorBoundary resetKeys={['/client-panel']}>
        <Fragile />
      </ErrorBoundary>,
    );
    expect(screen.getByText('Sezione caricata')).toBeInTheDocument();
  });
});
