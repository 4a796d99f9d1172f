import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearToasts, dismissToast, toast, ToastHost } from './Toast';

afterEach(() => {
  vi.useRealTimers();
});

describe('toast', () => {
  it('clearToasts removes every toast at once', () => {
    render(<ToastHost />);
    act(() => {
      toast('uno');
      toast('due', 'error');
    });
    expect(screen.getByText('due')).toBeInTheDocument();
    act(() => clearToasts());
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('shows messages in a polite live region, even when sent before the host mounted', () => {
    const id = toast('Preferenza cambiata con successo', 'success');
    render(<ToastHost />);

    const region = screen.getByRole('status');
    expect(region).toHaveAttribute('aria-live', 'polite');
    expect(region).toHaveTextContent('Preferenza cambiata con successo');
    act(() => dismissToast(id));
    expect(region).toBeEmptyDOMElement();
  });

  it('disappears by itself after its time', () => {
    vi.useFakeTimers();
    render(<ToastHost />);
    act(() => {
      toast('accettato', 'info', { duration: 3000 });
    });
    expect(screen.getByText('accettato')).toBeInTheDocument();

    act(() => {
      vi.advanceTimersByTime(2999);
    });
    expect(screen.getByText('accettato')).toBeInTheDocument();
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(screen.queryByText('accettato')).not.toBeInTheDocument();
  });

  it("can be closed with 'Chiudi notifica'", async () => {
    render(<ToastHost />);
    act(() => {
      toast('Errore imprevisto riprovare piu` tardi', 'error');
    });

    await userEvent.click(screen.getByRole('button', { name: 'Chiudi notifica' }));

    expect(screen.queryByText('Errore imprevisto riprovare piu` tardi')).not.toBeInTheDocument();
  });
});
