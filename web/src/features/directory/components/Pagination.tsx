import { useT } from '../../../i18n';
import { pageWindow } from '../filters';

export function Pagination({
  page,
  totalPages,
  onPage,
}: {
  page: number;
  totalPages: number;
  onPage: (page: number) => void;
}) {
  const t = useT();
  return (
    <nav className="pagination" aria-label={t('directory.pages.label')}>
      <button
        type="button"
        className="btn btn--secondary btn--sm"
        disabled={page <= 1}
        onClick={() => onPage(page - 1)}
      >
        {t('directory.pages.previous')}
      </button>
      {pageWindow(page, totalPages).map((n) => (
        <button
          key={n}
          type="button"
          className="btn btn--secondary btn--sm"
          aria-current={n === page ? 'page' : undefined}
          onClick={() => onPage(n)}
        >
          {n}
        </button>
      ))}
      <button
        type="button"
        className="btn btn--secondary btn--sm"
        disabled={page >= totalPages}
        onClick={() => onPage(page + 1)}
      >
        {t('directory.pages.next')}
      </button>
    </nav>
  );
}
