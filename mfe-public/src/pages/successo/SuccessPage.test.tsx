import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderPublic } from '../../test-support';
import { successPath } from './success-path';

const SLOW = { timeout: 10_000 };

describe('/successo', () => {
  it('builds the address with the flags and the order number', () => {
    expect(successPath({ register: true, account: false, orderid: 31 })).toBe(
      '/successo?register=1&account=0&data=31',
    );
    expect(successPath({ register: false, account: true, orderid: 7 })).toBe(
      '/successo?register=0&account=1&data=7',
    );
  });

  it('says a registration link was sent, shows the order number and links home', async () => {
    renderPublic('/successo?register=1&account=0&data=31');
    expect(
      await screen.findByRole('heading', { name: 'Grazie per il tuo acquisto' }, SLOW),
    ).toBeInTheDocument();
    expect(screen.getByText('Numero d\u2019ordine: 31')).toBeInTheDocument();
    expect(screen.getByText(/link per completare la registrazione/)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Vai al pannello di controllo' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Torna alla home' })).toHaveAttribute('href', '/');
  });

  it('sends a buyer with an account to the panel and says nothing about registering', async () => {
    renderPublic('/successo?register=0&account=1&data=7');
    await screen.findByRole('heading', { name: 'Grazie per il tuo acquisto' }, SLOW);
    expect(screen.queryByText(/link per completare la registrazione/)).toBeNull();
    expect(screen.getByRole('link', { name: 'Vai al pannello di controllo' })).toHaveAttribute(
      'href',
      '/client-panel#pages',
    );
  });
});
