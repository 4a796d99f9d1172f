import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ConfirmDialog } from './ConfirmDialog';
import { Dialog } from './Dialog';

function Opener({ onClose }: { onClose?: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Cedi proprietà
      </button>
      <button type="button">Dietro</button>
      <Dialog
        open={open}
        title="Cedi proprietà"
        onClose={() => {
          onClose?.();
          setOpen(false);
        }}
        actions={<button type="button">SI</button>}
      >
        <label>
          Username <input />
        </label>
      </Dialog>
    </>
  );
}

describe('Dialog', () => {
  it('opens as a modal named by its title, with focus inside', async () => {
    render(<Opener />);
    await userEvent.click(screen.getByRole('button', { name: 'Cedi proprietà' }));

    const dialog = screen.getByRole('dialog', { name: 'Cedi proprietà' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toHaveFocus();
    expect(document.body.style.overflow).toBe('hidden');
  });

  it('keeps Tab and Shift+Tab inside the dialog', async () => {
    render(<Opener />);
    await userEvent.click(screen.getByRole('button', { name: 'Cedi proprietà' }));

    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Chiudi' })).toHaveFocus();
    await userEvent.tab();
    expect(screen.getByRole('textbox', { name: 'Username' })).toHaveFocus();
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'SI' })).toHaveFocus();
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Chiudi' })).toHaveFocus();
    await userEvent.tab({ shift: true });
    expect(screen.getByRole('button', { name: 'SI' })).toHaveFocus();
  });

  it('closes on Escape and gives focus back to the button that opened it', async () => {
    const onClose = vi.fn();
    render(<Opener onClose={onClose} />);
    const opener = screen.getByRole('button', { name: 'Cedi proprietà' });
    await userEvent.click(opener);

    await userEvent.keyboard('{Escape}');

    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
    expect(document.body.style.overflow).toBe('');
  });

  it('closes with its Chiudi button and on a click outside', async () => {
    const onClose = vi.fn();
    render(<Opener onClose={onClose} />);
    await userEvent.click(screen.getByRole('button', { name: 'Cedi proprietà' }));
    await userEvent.click(screen.getByRole('button', { name: 'Chiudi' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Cedi proprietà' }));
    const backdrop = screen.getByRole('dialog').parentElement as HTMLElement;
    await userEvent.click(backdrop);
    expect(onClose).toHaveBeenCalledTimes(2);
  });

  it('renders nothing while closed', () => {
    render(
      <Dialog open={false} title="Errore" onClose={() => {}}>
        testo
      </Dialog>,
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

describe('ConfirmDialog', () => {
  it("asks under 'Attenzione' with 'Si' and 'No', focusing the harmless answer", async () => {
    const onConfirm = vi.fn();
    const onCancel = vi.fn();
    render(
      <ConfirmDialog
        open
        message="Sei sicuro di voler eliminare il memorial?"
        onConfirm={onConfirm}
        onCancel={onCancel}
      />,
    );

    const dialog = screen.getByRole('dialog', { name: 'Attenzione' });
    expect(dialog).toHaveAccessibleDescription('Sei sicuro di voler eliminare il memorial?');
    expect(screen.getByRole('button', { name: 'No' })).toHaveFocus();

    await userEvent.click(screen.getByRole('button', { name: 'Si' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    await userEvent.click(screen.getByRole('button', { name: 'No' }));
    expect(onCancel).toHaveBeenCalledTimes(1);
  });

  it('treats Escape as No, and answers only the innermost dialog', async () => {
    const onCancel = vi.fn();
    const onOuterClose = vi.fn();
    render(
      <Dialog open title="Aggiungi defunto" fullScreen onClose={onOuterClose}>
        <ConfirmDialog
          open
          message="Non hai caricato la foto della lapide, desideri continuare?"
          onConfirm={() => {}}
          onCancel={onCancel}
        />
      </Dialog>,
    );

    await userEvent.keyboard('{Escape}');

    expect(onCancel).toHaveBeenCalledTimes(1);
    expect(onOuterClose).not.toHaveBeenCalled();
  });
});
