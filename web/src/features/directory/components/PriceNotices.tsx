export const SAMPLE_PRACTICE_TEXT =
  'Sample data: this practice and its prices are generated for demonstration and are not a real clinic.';
/** A PetVet clinic's own listing: its prices are its own list, not read from a website. */
export const CLINIC_PRICES_TEXT =
  'Prices are the clinic’s own, from its PetVet price list, dated by its last change.';
export const ESTIMATE_TEXT =
  'Prices are estimates gathered from the practice’s own web site. Please contact the clinic to confirm before you visit.';
/** Beside the estimate notice once the practice vouched for some of its prices. */
export const OWN_PRICES_TEXT =
  'Prices marked ✓ are the practice’s own: it confirmed or entered them after proving it runs this practice’s website.';

/** What the page's prices are: a PetVet clinic's own list, or estimates read from its website. */
export function PriceNotices({
  fromClinic,
  sample,
  ownPrices,
}: {
  fromClinic: boolean;
  sample: boolean;
  /** Some prices are the practice's own (confirmed or entered). */
  ownPrices: boolean;
}) {
  return (
    <>
      {fromClinic ? (
        <p className="alert alert--info" role="note">
          {CLINIC_PRICES_TEXT}
        </p>
      ) : (
        <p className="alert alert--warning" role="note">
          {ESTIMATE_TEXT}
          {ownPrices && ` ${OWN_PRICES_TEXT}`}
        </p>
      )}
      {sample && (
        <p className="alert alert--info" role="note">
          {SAMPLE_PRACTICE_TEXT}
        </p>
      )}
    </>
  );
}
