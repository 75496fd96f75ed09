import { TextField } from '../../../components/ui/Field';
import { useT } from '../../../i18n';
import { RANGE_PRESETS, type DateRange, type RangePreset } from './range';

/** Presets for the usual periods, and two days for any other. */
export function RangePicker({
  preset,
  custom,
  problem,
  onPreset,
  onCustom,
}: {
  preset: RangePreset;
  custom: DateRange;
  problem: string | null;
  onPreset: (preset: RangePreset) => void;
  onCustom: (range: DateRange) => void;
}) {
  const t = useT();
  return (
    <div className="range-picker">
      <div className="segmented" role="group" aria-label={t('business.insights.period')}>
        {RANGE_PRESETS.map((key) => (
          <button
            key={key}
            type="button"
            className={`btn btn--sm ${preset === key ? 'btn--primary' : 'btn--secondary'}`}
            aria-pressed={preset === key}
            onClick={() => onPreset(key)}
          >
            {t(`business.insights.preset.${key}`)}
          </button>
        ))}
      </div>
      {preset === 'custom' && (
        <div className="form-row">
          <TextField
            label={t('business.insights.firstDay')}
            type="date"
            name="from"
            value={custom.from}
            max={custom.to || undefined}
            onChange={(e) => onCustom({ ...custom, from: e.target.value })}
          />
          <TextField
            label={t('business.insights.lastDay')}
            type="date"
            name="to"
            value={custom.to}
            min={custom.from || undefined}
            error={problem}
            onChange={(e) => onCustom({ ...custom, to: e.target.value })}
          />
        </div>
      )}
    </div>
  );
}
