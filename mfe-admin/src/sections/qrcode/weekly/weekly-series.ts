import { formatEuro } from '@ricordo/shared-design';

/** One ISO week of the landing's charts (adminWeekly). */
export interface WeekPoint {
  week: string;
  monday: string;
  sales: number;
  salesCents: number;
  activations: number;
  dedications: number;
  faults: number;
}

export interface ChartSpec {
  id: string;
  title: string;
  /** The value of a week drawn by the chart. */
  value: (point: WeekPoint) => number;
  /** The value as the text alternative writes it. */
  text: (point: WeekPoint) => string;
  /** A colour with at least 4.5:1 contrast on white. */
  color: string;
  /** The y axis' ticks (euro for sales). */
  tick?: (value: number) => string;
}

const count = (value: number) => String(value);

export const CHARTS: readonly ChartSpec[] = [
  {
    id: 'vendite',
    title: 'Vendite',
    value: (point) => point.salesCents / 100,
    text: (point) =>
      `${formatEuro(point.salesCents)} (${point.sales} ${point.sales === 1 ? 'ordine' : 'ordini'})`,
    color: '#1f4e79',
    tick: (value) => `${Math.round(value)} €`,
  },
  {
    id: 'attivazioni',
    title: 'Attivazioni',
    value: (point) => point.activations,
    text: (point) => count(point.activations),
    color: '#2e6b30',
  },
  {
    id: 'dediche',
    title: 'Dediche',
    value: (point) => point.dedications,
    text: (point) => count(point.dedications),
    color: '#6a3d9a',
  },
  {
    id: 'guasti',
    title: 'Lampade in anomalia',
    value: (point) => point.faults,
    text: (point) => count(point.faults),
    color: '#a61b1b',
  },
];

/** 'W43' for the axis; 'Settimana 43 del 2026 (dal 19/10)' for the text alternative. */
export function shortWeek(week: string): string {
  return week.slice(5);
}

export function longWeek(point: Pick<WeekPoint, 'week' | 'monday'>): string {
  const [year, number] = point.week.split('-W');
  const [, month, day] = point.monday.split('-');
  return `Settimana ${Number(number)} del ${year} (dal ${day}/${month})`;
}

/** The chart's summary read by screen readers: range, total and the busiest week. */
export function chartSummary(spec: ChartSpec, points: readonly WeekPoint[]): string {
  if (points.length === 0) return `${spec.title}: nessun dato`;
  const busiest = points.reduce((best, point) => (spec.value(point) > spec.value(best) ? point : best));
  const first = points[0];
  const last = points[points.length - 1];
  const range = `dalla ${longWeek(first).toLowerCase()} alla ${longWeek(last).toLowerCase()}`;
  const total =
    spec.id === 'vendite'
      ? formatEuro(points.reduce((sum, point) => sum + point.salesCents, 0))
      : String(points.reduce((sum, point) => sum + spec.value(point), 0));
  return `${spec.title} per settimana, ${range}: totale ${total}; massimo ${spec.text(busiest)} nella ${longWeek(busiest).toLowerCase()}.`;
}
