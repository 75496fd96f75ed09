import { useState } from 'react';
import { exportFileName, type AccountExport } from '@petvet/shared';
import { ErrorBlock, Spinner } from '../../../components/ui/Feedback';
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
      setProblem(serverErrorText(error, 'Your data could not be read. Please try again.'));
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
        <h2 id="security-your-data">Your data</h2>
      </div>
      <p>
        Take a copy of everything your account holds: your profile, pets with their medical records
        and vaccinations, appointments, reviews, waitlist entries and sign-ins.
      </p>
      <div className="your-data__actions">
        <button
          type="button"
          className="btn btn--primary"
          disabled={reading.isFetching}
          onClick={() => void download()}
        >
          Download my data (JSON)
        </button>
        <button
          type="button"
          className="btn btn--secondary"
          aria-expanded={shown !== null}
          disabled={reading.isFetching}
          onClick={() => void toggleView()}
        >
          {shown ? 'Hide my data' : 'Show my data here'}
        </button>
      </div>
      {reading.isFetching && <Spinner label="Reading your data…" />}
      {problem && <ErrorBlock>{problem}</ErrorBlock>}
      {shown && <AccountDataView data={shown} />}

      <div className="your-data__close">
        <h3>Close your account</h3>
        <p className="small">
          Your pets and records are deleted and your appointments still to come are cancelled. This
          cannot be undone.
        </p>
        <button type="button" className="btn btn--danger" onClick={() => setClosing(true)}>
          Close my account
        </button>
      </div>
      {closing && <CloseAccountDialog onCancel={() => setClosing(false)} />}
    </section>
  );
}
