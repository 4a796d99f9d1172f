// recharts is here only: this file is a chunk of its own (React.lazy in WeeklyChartsPanel), loaded by the
// admin landing alone.
import { useId } from 'react';
import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { chartSummary, CHARTS, longWeek, shortWeek, type ChartSpec, type WeekPoint } from './weekly-series';
import './weekly-charts.css';

function WeeklyChart({ spec, points }: { spec: ChartSpec; points: readonly WeekPoint[] }) {
  const titleId = useId();
  const data = points.map((point) => ({ week: shortWeek(point.week), value: spec.value(point), point }));
  return (
    <figure className="weekly-chart" aria-labelledby={titleId}>
      <figcaption id={titleId} className="weekly-chart-title">
        {spec.title} per settimana
      </figcaption>
      <div className="weekly-chart-plot" role="img" aria-label={chartSummary(spec, points)}>
        <ResponsiveContainer width="100%" height={180}>
          <BarChart data={data} margin={{ top: 8, right: 8, bottom: 0, left: 0 }}>
            <CartesianGrid strokeDasharray="3 3" stroke="#c8c8c8" vertical={false} />
            <XAxis dataKey="week" tick={{ fill: '#333', fontSize: 11 }} interval="preserveStartEnd" />
            <YAxis
              allowDecimals={spec.id === 'vendite'}
              width={spec.tick ? 56 : 32}
              tick={{ fill: '#333', fontSize: 11 }}
              tickFormatter={spec.tick}
            />
            <Tooltip
              formatter={(_value, _name, item) => [
                spec.text((item.payload as { point: WeekPoint }).point),
                spec.title,
              ]}
              labelFormatter={(_label, items) => {
                const point = (items?.[0]?.payload as { point?: WeekPoint } | undefined)?.point;
                return point ? longWeek(point) : '';
              }}
            />
            <Bar dataKey="value" name={spec.title} fill={spec.color} isAnimationActive={false} />
          </BarChart>
        </ResponsiveContainer>
      </div>
      {/* Hidden by its box: a table ignores a 1 px width and would widen the page at 360 px. */}
      <div className="rc-visually-hidden">
        <table>
          <caption>{spec.title} per settimana</caption>
          <thead>
            <tr>
              <th scope="col">Settimana</th>
              <th scope="col">{spec.title}</th>
            </tr>
          </thead>
          <tbody>
            {points.map((point) => (
              <tr key={point.week}>
                <th scope="row">{longWeek(point)}</th>
                <td>{spec.text(point)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  );
}

/** The landing's four weekly charts: sales, activations, dedications, lamps in fault. */
export default function WeeklyCharts({ points }: { points: readonly WeekPoint[] }) {
  return (
    <div className="weekly-charts">
      {CHARTS.map((spec) => (
        <WeeklyChart key={spec.id} spec={spec} points={points} />
      ))}
    </div>
  );
}
