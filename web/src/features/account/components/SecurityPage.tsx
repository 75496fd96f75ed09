import { useMemo } from 'react';
import { useT } from '../../../i18n';
import { usePageMeta } from '../../../lib/page-meta';
import { EmailSection } from './EmailSection';
import { PasswordSection } from './PasswordSection';
import { SecondFactorSection } from './SecondFactorSection';
import { SessionsSection } from './SessionsSection';
import { YourDataSection } from './YourDataSection';
import '../account.css';

/**
 * The signed-in account's own page: where it is signed in, its password and address, its second
 * factor, and its data (an export, or closing the account). Each part is its own section.
 */
export default function SecurityPage() {
  const t = useT();
  const title = t('account.title');
  const description = t('account.description');
  usePageMeta(useMemo(() => ({ title, description }), [title, description]));
  return (
    <div className="account-page">
      <h1>{title}</h1>
      <SessionsSection />
      <PasswordSection />
      <EmailSection />
      <SecondFactorSection />
      <YourDataSection />
    </div>
  );
}
