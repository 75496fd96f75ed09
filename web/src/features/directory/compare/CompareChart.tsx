import {
  ReferenceArea,
  ReferenceLine,
  ResponsiveContainer,
  Scatter,
  ScatterChart,
  XAxis,
  YAxis,
} from 'recharts';
import type { ComparedPractice, CompareStats } from '@petvet/shared';
import { useT } from '../../../i18n';
import { localePrice } from '../../../lib/money-locale';

const PRIMARY = '#0f766e';
const BOX = '#99f6e4';
const HEIGHT = 160;

/** Round axis ends and ticks (1, 2 or 5 times a power of ten apart), about five of them. */
function niceScale(from: number, to: number) {
  const raw = Math.max((to - from) / 4, 0.01);
  const power = 10 ** Math.floor(Math.log10(raw));
  const step = [1, 2, 5, 10].map((m) => m * power).find((s) => s >= raw) ?? raw;
  const lo = Math.floor(from / step) * step;
  const hi = Math.ceil(to / step) * step;
  const ticks: number[] = [];
  for (let t = lo; t <= hi + step / 2; t += step) ticks.push(Math.round(t * 100) / 100);
  return { lo, hi, ticks };
}

/**
 * The price spread as a box and strip: the box runs from the lower to the upper quartile with the
 * median across it, the whiskers from the cheapest to the dearest (all matches), and a dot per
 * practice on this page. Loaded only with results (recharts is large).
 */
export default function CompareChart({
  stats,
  practices,
  currency,
}: {
  stats: CompareStats;
  practices: ComparedPractice[];
  currency: string;
}) {
  const t = useT();
  const { min, p25, median, p75, max } = stats;
  if (min === null || p25 === null || median === null || p75 === null || max === null) return null;
  const pad = Math.max((max - min) * 0.05, 1);
  const { lo, hi, ticks } = niceScale(Math.max(0, min - pad), max + pad);
  // Dots are spread a little up and down (by their order, so the drawing is stable) to stay apart.
  const dots = practices.map((p, i) => ({
    price: p.priceInDisplayCurrency,
    lane: ((i % 5) - 2) * 0.12,
    name: p.name,
  }));
  const money = (value: unknown) => localePrice(Number(value), currency);
  return (
    <ResponsiveContainer width="100%" height={HEIGHT}>
      <ScatterChart margin={{ top: 16, right: 24, bottom: 8, left: 24 }}>
        <XAxis
          type="number"
          dataKey="price"
          domain={[lo, hi]}
          ticks={ticks}
          tickFormatter={money}
          name={t('directory.compare.axis')}
        />
        <YAxis type="number" dataKey="lane" domain={[-1, 1]} hide />
        <ReferenceLine
          segment={[
            { x: min, y: 0 },
            { x: max, y: 0 },
          ]}
          stroke="#64748b"
        />
        <ReferenceLine
          segment={[
            { x: min, y: -0.3 },
            { x: min, y: 0.3 },
          ]}
          stroke="#64748b"
        />
        <ReferenceLine
          segment={[
            { x: max, y: -0.3 },
            { x: max, y: 0.3 },
          ]}
          stroke="#64748b"
        />
        <ReferenceArea
          x1={p25}
          x2={p75 > p25 ? p75 : p25 + pad / 5}
          y1={-0.6}
          y2={0.6}
          fill={BOX}
          fillOpacity={0.8}
          stroke={PRIMARY}
        />
        <ReferenceLine
          x={median}
          stroke={PRIMARY}
          strokeWidth={3}
          label={{
            value: t('directory.compare.median', { price: money(median) }),
            position: 'top',
            fill: '#0f172a',
          }}
        />
        <Scatter data={dots} fill={PRIMARY} />
      </ScatterChart>
    </ResponsiveContainer>
  );
}
