import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PublicApp } from '../../../app';
import { fakeBackend, posted } from '../../../test-support';

const page = {
  result: 'success',
  ID: 1000,
  name: 'Giuseppe',
  surname: 'Verdi',
  gender: 'M',
  dateOfBirth: '1932-03-14',
  dateOfDeath: '2019-11-02',
  time: 1572700000,
  aphorism: null,
  graveyardName: 'Cimitero Monumentale',
  graveRegion: 'Lombardia',
  graveRegionID: 10,
  graveProvince: 'Milano',
  graveProvinceID: 15,
  graveLocation: 'Milano',
  graveLocationID: 1,
  graveCap: '20154',
  gravePoint: { lat: 45.48551, lng: 9.17926 },
  photo: [],
  'photo-lapide': null,
  partner: null,
  memorial: null,
  memorialMedia: [],
  dedic: [],
  lamp: null,
};

const mass = {
  id: 'family-7',
  kind: 'family',
  title: 'Messa in suffragio',
  date: '2026-12-20',
  time: '18:00',
  place: 'Chiesa di San Marco',
  yearly: false,
  next: '2026-12-20',
};

const anniversary = {
  id: 'death-anniversary',
  kind: 'death-anniversary',
  title: 'Anniversario della scomparsa',
  date: '2019-11-02',
  time: null,
  place: null,
  yearly: true,
  next: '2026-11-02',
};

function backend(
  reminder: (body: Record<string, unknown>) => object,
  calendar: object = { today: '2026-12-07', events: [mass], next: mass, following: null },
) {
  fakeBackend((url, init) => {
    if (url.pathname === '/api/deceased/deceasedData/1000') return { data: page };
    if (url.pathname === '/api/deceased/1000/calendar')
      return { data: { ID: 1000, ics: '/api/deceased/1000/calendar.ics', ...calendar } };
    if (url.pathname === '/api/deceased/1000/reminders' && init?.method === 'POST')
      return reminder(JSON.parse(String(init.body)) as Record<string, unknown>);
    return undefined;
  });
  render(
    <MemoryRouter initialEntries={['/memorial?0001000']}>
      <PublicApp basePath="/" />
    </MemoryRouter>,
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("the memorial page's calendar and grave", () => {
  it("shows the next date, and 'Ricordamelo' sends the visitor's e-mail for that date", async () => {
    backend(() => ({
      data: { date: '2026-12-20', remindOn: '2026-12-19' },
      message: 'Grazie. Ti scriveremo il 19/12/2026.',
    }));
    const section = await screen.findByRole('region', { name: 'Prossima ricorrenza' });
    expect(section).toHaveTextContent('Messa in suffragio — 20/12/2026 alle 18:00, Chiesa di San Marco');
    expect(within(section).getByRole('link', { name: 'Aggiungi al calendario' })).toHaveAttribute(
      'href',
      '/api/deceased/1000/calendar.ics',
    );
    const user = userEvent.setup();
    await user.click(within(section).getByRole('button', { name: 'Ricordamelo' }));
    await user.click(within(section).getByRole('button', { name: 'Avvisami' }));
    expect(within(section).getByText('Campo obbligatorio')).toBeInTheDocument();
    await user.type(within(section).getByLabelText(/Il tuo indirizzo e-mail/), 'anna@example.com');
    await user.click(within(section).getByRole('button', { name: 'Avvisami' }));
    expect(await within(section).findByRole('status')).toHaveTextContent(
      'Grazie. Ti scriveremo il 19/12/2026.',
    );
    expect(posted.find((call) => call.path === '/api/deceased/1000/reminders')?.body).toMatchObject({
      eventId: 'family-7',
      date: '2026-12-20',
      channel: 'email',
      contact: 'anna@example.com',
    });
  });

  it("on the day of a date, says 'Oggi' and offers 'Ricordamelo' for the date after it", async () => {
    backend(() => ({ data: { date: '2026-12-20', remindOn: '2026-12-19' }, message: 'Grazie.' }), {
      today: '2026-11-02',
      events: [anniversary, mass],
      next: anniversary,
      following: mass,
    });
    const section = await screen.findByRole('region', { name: 'Prossima ricorrenza' });
    expect(section).toHaveTextContent('Anniversario della scomparsa — Oggi');
    expect(section).toHaveTextContent('Poi: Messa in suffragio — 20/12/2026 alle 18:00');
    const user = userEvent.setup();
    await user.click(within(section).getByRole('button', { name: 'Ricordamelo' }));
    await user.type(within(section).getByLabelText(/Il tuo indirizzo e-mail/), 'anna@example.com');
    await user.click(within(section).getByRole('button', { name: 'Avvisami' }));
    expect(await within(section).findByRole('status')).toHaveTextContent('Grazie.');
    expect(posted.find((call) => call.path === '/api/deceased/1000/reminders')?.body).toMatchObject({
      eventId: 'family-7',
      date: '2026-12-20',
    });
  });

  it("shows the server's refusal of a reminder", async () => {
    backend(() => ({
      status: 422,
      errorCode: 'REMINDER_DATE_PAST',
      message: 'Questa data è già passata: possiamo ricordarti solo le date che devono ancora venire.',
    }));
    const section = await screen.findByRole('region', { name: 'Prossima ricorrenza' });
    const user = userEvent.setup();
    await user.click(within(section).getByRole('button', { name: 'Ricordamelo' }));
    await user.type(within(section).getByLabelText(/Il tuo indirizzo e-mail/), 'anna@example.com');
    await user.click(within(section).getByRole('button', { name: 'Avvisami' }));
    expect(await within(section).findByRole('alert')).toHaveTextContent('Questa data è già passata');
  });

  it("links 'Indicazioni per la tomba' to the maps app (geo:) with a web map beside it", async () => {
    backend(() => ({}));
    const link = await screen.findByRole('link', { name: 'Indicazioni per la tomba' });
    expect(link).toHaveAttribute('href', 'geo:45.48551,9.17926?q=45.48551,9.17926(Cimitero%20Monumentale)');
    expect(screen.getByRole('link', { name: 'Apri la mappa sul web' })).toHaveAttribute(
      'href',
      'https://www.openstreetmap.org/?mlat=45.48551&mlon=9.17926#map=18/45.48551/9.17926',
    );
  });
});
