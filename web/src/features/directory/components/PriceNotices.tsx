import { useT } from '../../../i18n';

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
  const t = useT();
  return (
    <>
      {fromClinic ? (
        // A PetVet clinic's own listing: its prices are its own list, not read from a website.
        <p className="alert alert--info" role="note">
          {t('directory.notices.clinic')}
        </p>
      ) : (
        <p className="alert alert--warning" role="note">
          {t('directory.notices.estimate')}
          {/* Beside the estimate notice once the practice vouched for some of its prices. */}
          {ownPrices && ` ${t('directory.notices.ownPrices')}`}
        </p>
      )}
      {sample && (
        <p className="alert alert--info" role="note">
          {t('directory.notices.sample')}
        </p>
      )}
    </>
  );
}
