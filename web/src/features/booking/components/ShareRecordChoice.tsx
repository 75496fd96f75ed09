import { useT } from '../../../i18n';

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
  const t = useT();
  return (
    <label className="checkbox share-record">
      <input
        type="checkbox"
        name="shareRecord"
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
      />
      {t('booking.confirm.shareRecord', { pet: petName, clinic: clinicName })}
    </label>
  );
}
