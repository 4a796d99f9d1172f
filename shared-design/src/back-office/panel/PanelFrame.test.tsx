import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { act, useState } from 'react';
import { BrowserRouter, MemoryRouter, Route, Routes, useLocation, useNavigate } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { EmptySection } from '@ricordo/shared-design';
import { PanelFrame, type PanelSection, type PanelSectionModule } from './PanelFrame';

const BASE = '/demo-panel';
const emptySection = (): Promise<PanelSectionModule> => Promise.resolve({ default: EmptySection });
const SECTIONS: readonly PanelSection[] = [
  { hash: '#first', label: 'Prima sezione', load: emptySection },
  { hash: '#second', label: 'Seconda sezione', load: emptySection },
  { hash: '#hidden', label: 'Sezione da una riga', hiddenFromNav: true, load: emptySection },
];

function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}${location.hash}`}</output>;
}

const frame = (
  <PanelFrame remote="mfe_demo" title="Pannello di prova" sections={SECTIONS} defaultHash="#first" />
);

function renderAt(path: string, element = frame) {
  render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path={BASE} element={element} />
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

  it('opens a section left out of the navigation when its hash is asked for', async () => {
    renderAt(`${BASE}#hidden`);
    expect(await screen.findByRole('heading', { level: 2, name: 'Sezione da una riga' })).toBeInTheDocument();
  });

  it('opens a section whose hash carries a query after it', async () => {
    renderAt(`${BASE}#hidden?DeceasedID=0001000`);
    expect(await screen.findByRole('heading', { level: 2, name: 'Sezione da una riga' })).toBeInTheDocument();
    expect(location()).toBe(`${BASE}#hidden?DeceasedID=0001000`);
  });

  it('shows the section a navigation link points to', async () => {
    renderAt(`${BASE}#first`);
    const nav = screen.getByRole('navigation', { name: 'Sezioni del pannello' });
    await userEvent.click(within(nav).getByRole('link', { name: 'Seconda sezione' }));
    expect(location()).toBe(`${BASE}#second`);
    expect(await screen.findByRole('heading', { level: 2, name: 'Seconda sezione' })).toBeInTheDocument();
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

  it('loads only the opened section, once, showing the Spinner until its module arrives', async () => {
    let arrive: (module: PanelSectionModule) => void = () => {};
    const first = vi.fn(() => new Promise<PanelSectionModule>((resolve) => (arrive = resolve)));
    const second = vi.fn(emptySection);
    const sections: readonly PanelSection[] = [
      { hash: '#first', label: 'Prima sezione', load: first },
      { hash: '#second', label: 'Seconda sezione', load: second },
    ];
    renderAt(
      `${BASE}#first`,
      <PanelFrame remote="mfe_demo" title="Pannello di prova" sections={sections} defaultHash="#first" />,
    );

    const region = screen.getByRole('region', { name: 'Prima sezione' });
    expect(within(region).getByRole('status', { name: 'Caricamento' })).toBeInTheDocument();
    expect(first).toHaveBeenCalledTimes(1);
    expect(second).not.toHaveBeenCalled();
    await act(async () => arrive({ default: ({ title }) => <h2>{`${title}: caricata`}</h2> }));
    expect(await screen.findByRole('heading', { name: 'Prima sezione: caricata' })).toBeInTheDocument();
    expect(within(region).queryByRole('status')).toBeNull();

    const nav = screen.getByRole('navigation', { name: 'Sezioni del pannello' });
    await userEvent.click(within(nav).getByRole('link', { name: 'Seconda sezione' }));
    await screen.findByRole('heading', { level: 2, name: 'Seconda sezione' });
    await userEvent.click(within(nav).getByRole('link', { name: 'Prima sezione' }));
    expect(await screen.findByRole('heading', { name: 'Prima sezione: caricata' })).toBeInTheDocument();
    expect(first).toHaveBeenCalledTimes(1);
    expect(second).toHaveBeenCalledTimes(1);
  });

  it('takes the section left off the screen at once while the next one loads (the router navigates in a transition)', async () => {
    let arrive: (module: PanelSectionModule) => void = () => {};
    const sections: readonly PanelSection[] = [
      {
        hash: '#first',
        label: 'Prima sezione',
        load: () => Promise.resolve({ default: () => <input aria-label="Campo della prima sezione" /> }),
      },
      {
        hash: '#second',
        label: 'Seconda sezione',
        load: () => new Promise<PanelSectionModule>((resolve) => (arrive = resolve)),
      },
    ];
    renderAt(
      `${BASE}#first`,
      <PanelFrame remote="mfe_demo" title="Pannello di prova" sections={sections} defaultHash="#first" />,
    );
    await screen.findByRole('textbox', { name: 'Campo della prima sezione' });

    const nav = screen.getByRole('navigation', { name: 'Sezioni del pannello' });
    await userEvent.click(within(nav).getByRole('link', { name: 'Seconda sezione' }));
    const region = await screen.findByRole('region', { name: 'Seconda sezione' });
    expect(region).toHaveAttribute('data-section', '#second');
    expect(within(region).getByRole('status', { name: 'Caricamento' })).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Campo della prima sezione' })).toBeNull();
    expect(within(nav).getByRole('link', { current: 'page' })).toHaveTextContent('Seconda sezione');

    await act(async () => arrive({ default: ({ title }) => <h2>{`${title}: caricata`}</h2> }));
    expect(
      await within(region).findByRole('heading', { name: 'Seconda sezione: caricata' }),
    ).toBeInTheDocument();
  });

  it("shows the kit's Italian fallback when a section fails to load, and 'Riprova' loads it again", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const load = vi
      .fn<() => Promise<PanelSectionModule>>()
      .mockRejectedValueOnce(new Error('Loading chunk 17 failed'))
      .mockImplementation(emptySection);
    renderAt(
      `${BASE}#first`,
      <PanelFrame
        remote="mfe_demo"
        title="Pannello di prova"
        sections={[{ hash: '#first', label: 'Prima sezione', load }]}
        defaultHash="#first"
      />,
    );

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Questa sezione non è al momento disponibile.',
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Pannello di prova' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Riprova' }));

    expect(await screen.findByRole('heading', { level: 2, name: 'Prima sezione' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it("gives the section's heading the focus when the focused control goes away", async () => {
    function Vanishing({ title }: { title: string }) {
      const [shown, setShown] = useState(true);
      return (
        <>
          <h2>{title}</h2>
          {shown && <button onClick={() => setShown(false)}>Accetta</button>}
        </>
      );
    }
    const load = () => Promise.resolve({ default: Vanishing });
    renderAt(
      `${BASE}#first`,
      <PanelFrame
        remote="mfe_demo"
        title="Pannello di prova"
        sections={[{ hash: '#first', label: 'Prima sezione', load }]}
        defaultHash="#first"
      />,
    );
    (await screen.findByRole('button', { name: 'Accetta' })).focus();
    await userEvent.keyboard('{Enter}');

    expect(screen.queryByRole('button', { name: 'Accetta' })).toBeNull();
    await waitFor(() =>
      expect(screen.getByRole('heading', { level: 2, name: 'Prima sezione' })).toHaveFocus(),
    );
  });

  it('keeps the focus in the panel while a section opened from the one left loads, then gives it to its heading', async () => {
    let arrive: (module: PanelSectionModule) => void = () => {};
    function GoToSecond() {
      const navigate = useNavigate();
      return <button onClick={() => navigate({ hash: '#second' })}>Vai alla seconda</button>;
    }
    renderAt(
      `${BASE}#first`,
      <PanelFrame
        remote="mfe_demo"
        title="Pannello di prova"
        sections={[
          { hash: '#first', label: 'Prima sezione', load: () => Promise.resolve({ default: GoToSecond }) },
          {
            hash: '#second',
            label: 'Seconda sezione',
            load: () => new Promise<PanelSectionModule>((resolve) => (arrive = resolve)),
          },
        ]}
        defaultHash="#first"
      />,
    );
    (await screen.findByRole('button', { name: 'Vai alla seconda' })).focus();
    await userEvent.keyboard('{Enter}');

    const region = await screen.findByRole('region', { name: 'Seconda sezione' });
    expect(within(region).getByRole('status', { name: 'Caricamento' })).toBeInTheDocument();
    await waitFor(() => expect(region).toHaveFocus());

    await act(async () => arrive({ default: ({ title }) => <h2>{title}</h2> }));
    await waitFor(() =>
      expect(screen.getByRole('heading', { level: 2, name: 'Seconda sezione' })).toHaveFocus(),
    );
    expect(region).not.toHaveAttribute('tabindex');
  });
});
