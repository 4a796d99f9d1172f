import { render, screen, waitFor, within } from '@testing-library/react';
import { Bar, BarChart, Cell } from 'recharts';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { configureApi } from '@ricordo/shared-design';
import { envelope, startTestServer, type TestServer } from '@ricordo/shared-design/testing';
import { WeeklyChartsPanel } from './WeeklyChartsPanel';
import type { WeekPoint } from './weekly-series';

let server: TestServer;

const WEEKS: WeekPoint[] = [
  {
    week: '2026-W52',
    monday: '2026-12-21',
    sales: 2,
    salesCents: 18_200,
    activations: 1,
    dedications: 0,
    faults: 0,
  },
  {
    week: '2026-W53',
    monday: '2026-12-28',
    sales: 1,
    salesCents: 9_100,
    activations: 4,
    dedications: 3,
    faults: 1,
  },
  {
    week: '2027-W01',
    monday: '2027-01-04',
    sales: 0,
    salesCents: 0,
    activations: 2,
    dedications: 1,
    faults: 2,
  },
];

beforeAll(() => {
  // jsdom lays nothing out: the charts' containers are observed but measure 0, which recharts accepts.
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  } as unknown as typeof ResizeObserver;
});

beforeEach(async () => {
  server = await startTestServer(window.location.origin);
  configureApi({ baseUrl: server.origin });
});

afterEach(async () => {
  configureApi({ baseUrl: '' });
  await server.close();
});

describe('the landing’s weekly charts', () => {
  it('draws four named charts, each with a summary and a table of its values for screen readers', async () => {
    server.on('GET', '/api/admin/weekly', () => ({ body: envelope({ result: 'success', weeks: WEEKS }) }));
    render(<WeeklyChartsPanel />);

    const sales = await screen.findByRole('figure', { name: 'Vendite per settimana' });
    for (const name of [
      'Attivazioni per settimana',
      'Dediche per settimana',
      'Lampade in anomalia per settimana',
    ])
      expect(screen.getByRole('figure', { name })).toBeInTheDocument();

    expect(within(sales).getByRole('img').getAttribute('aria-label')).toBe(
      'Vendite per settimana, dalla settimana 52 del 2026 (dal 21/12) alla settimana 1 del 2027 (dal 04/01): ' +
        'totale 273,00 €; massimo 182,00 € (2 ordini) nella settimana 52 del 2026 (dal 21/12).',
    );
    const table = within(sales).getByRole('table', { name: 'Vendite per settimana' });
    expect(table.parentElement).toHaveClass('rc-visually-hidden');
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.textContent)).toEqual([
      'Settimana 52 del 2026 (dal 21/12)182,00 € (2 ordini)',
      'Settimana 53 del 2026 (dal 28/12)91,00 € (1 ordine)',
      'Settimana 1 del 2027 (dal 04/01)0,00 € (0 ordini)',
    ]);

    const faults = screen.getByRole('figure', { name: 'Lampade in anomalia per settimana' });
    expect(within(faults).getByRole('img').getAttribute('aria-label')).toContain('totale 3; massimo 2');
  });

  it('says when the series cannot load', async () => {
    render(<WeeklyChartsPanel />);
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    expect(screen.queryByRole('figure')).not.toBeInTheDocument();
  });

  it('gives recharts the react-is that knows React 19 elements (the panel’s own copy)', async () => {
    // recharts finds a bar's cells through react-is' isFragment: the root react-is (17) does not know a
    // React 19 fragment, so the cells would be lost and the bars drawn in the default colour.
    const data = [{ value: 2 }, { value: 3 }];
    const { container } = render(
      <BarChart width={300} height={200} data={data}>
        <Bar dataKey="value" isAnimationActive={false}>
          <>
            {data.map((_point, i) => (
              <Cell key={i} fill="#123456" />
            ))}
          </>
        </Bar>
      </BarChart>,
    );
    await waitFor(() => expect(container.querySelectorAll('.recharts-bar-rectangle path')).toHaveLength(2));
    for (const path of container.querySelectorAll('.recharts-bar-rectangle path'))
      expect(path.getAttribute('fill')).toBe('#123456');
  });
});
