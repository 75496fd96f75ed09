import { HEALTH_RECORD_TEXTS } from '@petvet/shared';

/**
 * The booking's consent: "Share Bella's health record with Camden Town Veterinary Surgery". It
 * is sent with the booking; the owner can withdraw it later from My Pets.
 */
export function ShareRecordChoice({
  petName,
  clinicName,
  checked,
  onChange,
}: {
  petName: string;
  clinicName: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  return (
    <label className="checkbox share-record">
      <input
        type="checkbox"
        name="shareRecord"
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
      />
      {HEALTH_RECORD_TEXTS.shareOffer(petName, clinicName)}
    </label>
  );
}
