import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { act } from 'react';
import { BrowserRouter, MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { EmptySection } from './EmptySection';
import { PanelFrame, type PanelSection } from './PanelFrame';

const BASE = '/demo-panel';
const SECTIONS: readonly PanelSection[] = [
  { hash: '#first', label: 'Prima sezione', Component: EmptySection },
  { hash: '#second', label: 'Seconda sezione', Component: EmptySection },
  { hash: '#hidden', label: 'Sezione da una riga', hiddenFromNav: true, Component: EmptySection },
];

function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}${location.hash}`}</output>;
}

const frame = (
  <PanelFrame remote="mfe_demo" title="Pannello di prova" sections={SECTIONS} defaultHash="#first" />
);

function renderAt(path: string) {
  render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path={BASE} element={frame} />
      </Routes>
      <LocationProbe />
    </MemoryRouter>,
  );
}

const location = () => screen.getByTestId('location').textContent;

afterEach(() => window.history.replaceState(null, '', '/'));

describe('PanelFrame', () => {
  it('marks the remote that drew it and lists only the sections meant for the navigation', () => {
    renderAt(`${BASE}#first`);
    expect(document.querySelector('[data-remote="mfe_demo"]')).not.toBeNull();
    expect(screen.getByRole('heading', { level: 1, name: 'Pannello di prova' })).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Sezioni del pannello' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Prima sezione', 'Seconda sezione']);
    expect(within(nav).getByRole('link', { current: 'page' })).toHaveTextContent('Prima sezione');
  });

  it('replaces an unknown or empty hash with the default section', () => {
    renderAt(`${BASE}#nonexistent`);
    expect(location()).toBe(`${BASE}#first`);
  });

  it('replaces an empty hash with the default section, keeping the query', () => {
    renderAt(`${BASE}?DeceasedID=0001000`);
    expect(location()).toBe(`${BASE}?DeceasedID=0001000#first`);
  });

  it('opens a section left out of the navigation when its hash is asked for', () => {
    renderAt(`${BASE}#hidden`);
    expect(screen.getByRole('heading', { level: 2, name: 'Sezione da una riga' })).toBeInTheDocument();
  });

  it('shows the section a navigation link points to', async () => {
    renderAt(`${BASE}#first`);
    const nav = screen.getByRole('navigation', { name: 'Sezioni del pannello' });
    await userEvent.click(within(nav).getByRole('link', { name: 'Seconda sezione' }));
    expect(location()).toBe(`${BASE}#second`);
    expect(screen.getByRole('heading', { level: 2, name: 'Seconda sezione' })).toBeInTheDocument();
  });

  it('follows a hash changed outside the router (hashchange)', async () => {
    window.history.replaceState(null, '', `${BASE}#first`);
    render(
      <BrowserRouter>
        <Routes>
          <Route path={BASE} element={frame} />
        </Routes>
      </BrowserRouter>,
    );
    await act(async () => {
      window.location.hash = '#second';
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    expect(await screen.findByRole('heading', { level: 2, name: 'Seconda sezione' })).toBeInTheDocument();
  });
});
