import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderPublic } from '../../test-support';

describe('/post-activate', () => {
  it('says where the confirmation went and what happens next (WhatsApp, newcomer)', async () => {
    renderPublic('/post-activate', { recipient: '+39-3331234567', channel: 'wa', newAccount: true });
    expect(
      await screen.findByText(
        'Ti abbiamo inviato un messaggio a +39-3331234567 con i dati della lapide digitale e il link per confermarli.',
        {},
        { timeout: 10_000 },
      ),
    ).toBeInTheDocument();
    expect(screen.getByText('Controlla i messaggi sul tuo telefono (WhatsApp o SMS).')).toBeInTheDocument();
    expect(screen.getByText(/completare la registrazione/)).toBeInTheDocument();
  });

  it('opened directly, says it without an address', async () => {
    renderPublic('/post-activate');
    expect(
      await screen.findByText(
        'Ti abbiamo inviato un messaggio con i dati della lapide digitale e il link per confermarli.',
        {},
        { timeout: 10_000 },
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText(/completare la registrazione/)).toBeNull();
  });
});
