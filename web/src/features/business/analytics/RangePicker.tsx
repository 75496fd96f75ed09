import { TextField } from '../../../components/ui/Field';
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
  return (
    <div className="range-picker">
      <div className="segmented" role="group" aria-label="Period">
        {RANGE_PRESETS.map(([key, label]) => (
          <button
            key={key}
            type="button"
            className={`btn btn--sm ${preset === key ? 'btn--primary' : 'btn--secondary'}`}
            aria-pressed={preset === key}
            onClick={() => onPreset(key)}
          >
            {label}
          </button>
        ))}
      </div>
      {preset === 'custom' && (
        <div className="form-row">
          <TextField
            label="First day"
            type="date"
            name="from"
            value={custom.from}
            max={custom.to || undefined}
            onChange={(e) => onCustom({ ...custom, from: e.target.value })}
          />
          <TextField
            label="Last day"
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
