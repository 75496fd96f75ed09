import { useState } from 'react';
import { exportFileName, type AccountExport } from '@petvet/shared';
import { ErrorBlock, Spinner } from '../../../components/ui/Feedback';
import { useT } from '../../../i18n';
import { serverErrorText } from '../../../lib/errors';
import { saveAsFile, useLazyAccountExportQuery } from '../account-data-api';
import { AccountDataView } from './AccountDataView';
import { CloseAccountDialog } from './CloseAccountDialog';
import '../your-data.css';

/**
 * Leave with your data: everything the account owns as a JSON file, the same data on screen in
 * words, and closing the account.
 */
export function YourDataSection() {
  const t = useT();
  const [readExport, reading] = useLazyAccountExportQuery();
  const [shown, setShown] = useState<AccountExport | null>(null);
  const [problem, setProblem] = useState('');
  const [closing, setClosing] = useState(false);

  /** Reads the export afresh: the file and the view always tell the database as it is now. */
  const fetchData = async (): Promise<AccountExport | null> => {
    setProblem('');
    try {
      return await readExport().unwrap();
    } catch (error) {
      setProblem(serverErrorText(error, t('account.data.failed')));
      return null;
    }
  };
  const download = async () => {
    const data = await fetchData();
    if (data) saveAsFile(data, exportFileName(data.exportedAt.slice(0, 10)));
  };
  const toggleView = async () => {
    if (shown) return setShown(null);
    setShown(await fetchData());
  };

  return (
    <section className="card your-data" aria-labelledby="security-your-data">
      <div className="card__header">
        <h2 id="security-your-data">{t('account.data.title')}</h2>
      </div>
      <p>{t('account.data.intro')}</p>
      <div className="your-data__actions">
        <button
          type="button"
          className="btn btn--primary"
          disabled={reading.isFetching}
          onClick={() => void download()}
        >
          {t('account.data.download')}
        </button>
        <button
          type="button"
          className="btn btn--secondary"
          aria-expanded={shown !== null}
          disabled={reading.isFetching}
          onClick={() => void toggleView()}
        >
          {shown ? t('account.data.hide') : t('account.data.show')}
        </button>
      </div>
      {reading.isFetching && <Spinner label={t('account.data.reading')} />}
      {problem && <ErrorBlock>{problem}</ErrorBlock>}
      {shown && <AccountDataView data={shown} />}

      <div className="your-data__close">
        <h3>{t('account.close.title')}</h3>
        <p className="small">{t('account.close.summary')}</p>
        <button type="button" className="btn btn--danger" onClick={() => setClosing(true)}>
          {t('account.close.button')}
        </button>
      </div>
      {closing && <CloseAccountDialog onCancel={() => setClosing(false)} />}
    </section>
  );
}
