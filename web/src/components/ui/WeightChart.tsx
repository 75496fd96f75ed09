import { translate, useT } from '../../i18n';
import { formatDate } from '../../lib/dates';
import { formatLocale } from '../../lib/format-locale';
import './weight-chart.css';

export interface WeightPoint {
  /** YYYY-MM-DD */
  date: string;
  weight: number;
}

interface WeightChartProps {
  points: WeightPoint[];
  /** Names the chart for screen readers and the table caption, e.g. "Bella's weight". */
  title: string;
  unit?: string;
}

// Drawn in a fixed coordinate box and scaled by the browser, so it never overflows a narrow screen.
const WIDTH = 320;
const HEIGHT = 140;
const PAD = { top: 12, right: 12, bottom: 22, left: 36 };
const INSET = 8;

const dayOf = (date: string) => Date.parse(`${date}T00:00:00Z`) / 86_400_000;
/** "12.5 kg" ("12,5 kg" in German): at most one decimal, never grouped. */
const figure = (weight: number) =>
  weight.toLocaleString(formatLocale(), { maximumFractionDigits: 1, useGrouping: false });
const kg = (weight: number, unit: string) => `${figure(weight)} ${unit}`;

/** Oldest first; several weighings on one day keep their given order. */
function chronological(points: WeightPoint[]): WeightPoint[] {
  return [...points].sort((a, b) => a.date.localeCompare(b.date));
}

/** A short sentence that says what the line shows, for those who cannot see it. */
export function weightSummary(points: WeightPoint[], unit = 'kg'): string {
  const sorted = chronological(points);
  if (sorted.length === 0) return translate('common.ui.weight.none');
  const first = sorted[0]!;
  const last = sorted[sorted.length - 1]!;
  return translate('common.ui.weight.summary', {
    count: sorted.length,
    from: formatDate(first.date),
    to: formatDate(last.date),
    first: kg(first.weight, unit),
    last: kg(last.weight, unit),
  });
}

/** A small line chart of dated weights with the same figures as a table beneath it. No chart library: it is one path. */
export function WeightChart({ points, title, unit = 'kg' }: WeightChartProps) {
  const t = useT();
  const sorted = chronological(points);
  const summary = weightSummary(sorted, unit);
  if (sorted.length === 0) return <p className="weight-chart__empty">{summary}</p>;

  const days = sorted.map((point) => dayOf(point.date));
  const weights = sorted.map((point) => point.weight);
  const [minDay, maxDay] = [Math.min(...days), Math.max(...days)];
  // A flat line still needs a band to sit in; pad the weight range by a tenth either side.
  const [rawMin, rawMax] = [Math.min(...weights), Math.max(...weights)];
  const spread = rawMax - rawMin || Math.max(rawMax * 0.1, 1);
  const [minW, maxW] = [Math.max(0, rawMin - spread * 0.1), rawMax + spread * 0.1];
  const plotW = WIDTH - PAD.left - PAD.right;
  const plotH = HEIGHT - PAD.top - PAD.bottom;
  // The first and last dots sit a little inside the axis, clear of the weight labels.
  const x = (day: number) =>
    PAD.left +
    INSET +
    (maxDay === minDay
      ? (plotW - 2 * INSET) / 2
      : ((day - minDay) / (maxDay - minDay)) * (plotW - 2 * INSET));
  const y = (weight: number) => PAD.top + plotH - ((weight - minW) / (maxW - minW)) * plotH;
  const coords = sorted.map((point, index) => [x(days[index]!), y(point.weight)] as const);
  const path = coords
    .map(([cx, cy], index) => `${index === 0 ? 'M' : 'L'}${cx.toFixed(1)},${cy.toFixed(1)}`)
    .join(' ');

  return (
    <figure className="weight-chart">
      <svg
        className="weight-chart__svg"
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        role="img"
        aria-label={`${title}. ${summary}`}
        preserveAspectRatio="xMidYMid meet"
      >
        <line
          className="weight-chart__axis"
          x1={PAD.left}
          y1={PAD.top + plotH}
          x2={WIDTH - PAD.right}
          y2={PAD.top + plotH}
        />
        <text className="weight-chart__tick" x={PAD.left - 4} y={y(rawMax) + 4} textAnchor="end">
          {figure(rawMax)}
        </text>
        {rawMin !== rawMax && (
          <text className="weight-chart__tick" x={PAD.left - 4} y={y(rawMin) + 4} textAnchor="end">
            {figure(rawMin)}
          </text>
        )}
        <text className="weight-chart__tick" x={PAD.left} y={HEIGHT - 6} textAnchor="start">
          {formatDate(sorted[0]!.date, 'short')}
        </text>
        {sorted.length > 1 && (
          <text
            className="weight-chart__tick"
            x={WIDTH - PAD.right}
            y={HEIGHT - 6}
            textAnchor="end"
          >
            {formatDate(sorted[sorted.length - 1]!.date, 'short')}
          </text>
        )}
        {sorted.length > 1 && <path className="weight-chart__line" d={path} />}
        {coords.map(([cx, cy], index) => (
          <circle
            key={`${sorted[index]!.date}-${index}`}
            className="weight-chart__dot"
            cx={cx}
            cy={cy}
            r={3.5}
          />
        ))}
      </svg>
      <figcaption className="weight-chart__caption">{summary}</figcaption>
      <details className="weight-chart__details">
        <summary>{t('common.ui.weight.figures')}</summary>
        <table className="weight-chart__table">
          <caption className="visually-hidden">{title}</caption>
          <thead>
            <tr>
              <th scope="col">{t('common.ui.weight.date')}</th>
              <th scope="col">{t('common.ui.weight.weight')}</th>
            </tr>
          </thead>
          <tbody>
            {[...sorted].reverse().map((point, index) => (
              <tr key={`${point.date}-${index}`}>
                <td>{formatDate(point.date)}</td>
                <td>{kg(point.weight, unit)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </figure>
  );
}
