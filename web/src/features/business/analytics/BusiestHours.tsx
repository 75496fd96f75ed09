import type { Insights } from '@petvet/shared';
import { useT } from '../../../i18n';
import { gridDays } from './labels';

const DEFAULT_FIRST_HOUR = 8;
const DEFAULT_LAST_HOUR = 18;

/** Bookings by weekday and hour as a grid, darker where busier; the hours span the busy ones. */
export function BusiestHours({ cells }: { cells: Insights['busiestHours'] }) {
  const t = useT();
  const hours = cells.filter((c) => c.count > 0).map((c) => c.hour);
  const first = Math.min(DEFAULT_FIRST_HOUR, ...hours);
  const last = Math.max(DEFAULT_LAST_HOUR, ...hours);
  const span = Array.from({ length: last - first + 1 }, (_, i) => first + i);
  const count = new Map(cells.map((c) => [`${c.day}-${c.hour}`, c.count]));
  const max = Math.max(1, ...cells.map((c) => c.count));
  return (
    <div className="heatmap-scroll">
      <table className="heatmap">
        <caption className="visually-hidden">{t('business.insights.gridCaption')}</caption>
        <thead>
          <tr>
            <th scope="col">
              <span className="visually-hidden">{t('business.insights.gridDay')}</span>
            </th>
            {span.map((hour) => (
              <th key={hour} scope="col">
                {String(hour).padStart(2, '0')}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {gridDays().map(([day, name]) => (
            <tr key={day}>
              <th scope="row">{name}</th>
              {span.map((hour) => {
                const n = count.get(`${day}-${hour}`) ?? 0;
                return (
                  <td
                    key={hour}
                    className="heatmap__cell"
                    style={{
                      background:
                        n === 0
                          ? undefined
                          : `rgba(15, 118, 110, ${(0.15 + 0.85 * (n / max)).toFixed(2)})`,
                    }}
                    title={t('business.insights.cell', {
                      day: name,
                      hour: String(hour).padStart(2, '0'),
                      count: n,
                    })}
                  >
                    <span className="visually-hidden">{n}</span>
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
