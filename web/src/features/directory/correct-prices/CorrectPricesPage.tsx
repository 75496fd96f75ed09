import { useCallback, useEffect, useMemo, useState } from 'react';
import { Link, useLocation, useParams } from '../../../lib/router';
import { paths } from '@petvet/shared';
import { EmptyState, Spinner } from '../../../components/ui/Feedback';
import { LoadError } from '../../../components/ui/LoadError';
import { PageHeader } from '../../../components/ui/PageHeader';
import { useT } from '../../../i18n';
import { usePageMeta } from '../../../lib/page-meta';
import { useAppSelector } from '../../../store/hooks';
import { usePracticeQuery } from '../api';
import { PETVET_SOURCE } from '../components/PracticeDetailPage';
import { usePracticeClaimsQuery } from './api';
import { ClaimPanel } from './ClaimPanel';
import { PriceReview } from './PriceReview';
import '../directory.css';
import './practice-prices.css';

/** Where signing in or registering starts, coming back to `here` afterwards (the app's auth pages). */
export interface AuthLinks {
  signIn: (here: string) => string;
  register: (here: string) => string;
}

function SignIn({ here, links }: { here: string; links: AuthLinks }) {
  const t = useT();
  return (
    <section className="card stack" aria-labelledby="sign-in-title">
      <h2 id="sign-in-title">{t('directory.correct.signInTitle')}</h2>
      <p>{t('directory.correct.signInText')}</p>
      <p className="button-row">
        <Link to={links.signIn(here)} className="btn btn--primary">
          {t('directory.correct.signIn')}
        </Link>
        <Link to={links.register(here)} className="btn btn--secondary">
          {t('directory.correct.register')}
        </Link>
      </p>
    </section>
  );
}

/** The claims of the signed-in account: a verified one opens the review, else the claim panel. */
function ClaimOrReview({ practiceId, website }: { practiceId: string; website: string }) {
  const t = useT();
  const claims = usePracticeClaimsQuery(practiceId);
  const [verifiedNow, setVerifiedNow] = useState(false);
  const onVerified = useCallback(() => setVerifiedNow(true), []);
  if (claims.isLoading) return <Spinner label={t('directory.correct.loading')} />;
  if (!claims.data)
    return (
      <LoadError
        title={t('directory.correct.claimsFailed')}
        errors={[claims.error]}
        onRetry={() => void claims.refetch()}
        retrying={claims.isFetching}
      />
    );
  const verified = verifiedNow || claims.data.some((c) => c.status === 'verified');
  if (verified) return <PriceReview practiceId={practiceId} />;
  return (
    <ClaimPanel
      practiceId={practiceId}
      website={website}
      claims={claims.data}
      onVerified={onVerified}
    />
  );
}

/**
 * Keeps the page out of search engines while it is shown. Set here, not in the shared page
 * metadata, so the code every first visit downloads does not grow for one rarely opened page.
 */
function useNoIndex() {
  useEffect(() => {
    const tag = document.createElement('meta');
    tag.name = 'robots';
    tag.content = 'noindex';
    document.head.appendChild(tag);
    return () => tag.remove();
  }, []);
}

/**
 * "Is this your practice? Correct these prices": a signed-in person proves they run the
 * practice's website, then reviews every price the directory holds for it. Kept out of search
 * engines: it is a tool, not a page to land on.
 */
export function CorrectPricesPage({ authLinks }: { authLinks: AuthLinks }) {
  const t = useT();
  const { id = '' } = useParams();
  const { pathname } = useLocation();
  const token = useAppSelector((state) => state.session.token);
  const practiceQuery = usePracticeQuery(id);
  const practice = practiceQuery.data?.practice;
  usePageMeta(
    useMemo(
      () => ({
        title: practice
          ? t('directory.correct.titleFor', { name: practice.name })
          : t('directory.correct.title'),
      }),
      [practice, t],
    ),
  );
  useNoIndex();

  if (practiceQuery.isLoading) return <Spinner label={t('directory.correct.loadingPractice')} />;
  if (!practice)
    return (
      <div className="container page page--narrow">
        <EmptyState icon="search" title={t('directory.notFound.title')}>
          <p>{t('directory.notFound.text')}</p>
          <Link to={paths.directory()} className="btn btn--primary">
            {t('directory.backToSearch')}
          </Link>
        </EmptyState>
      </div>
    );

  const fromClinic = practice.source === PETVET_SOURCE;
  return (
    <div className="container page correct-prices">
      <nav aria-label={t('directory.breadcrumb')} className="breadcrumbs">
        <Link to={paths.practice(practice.id)}>← {practice.name}</Link>
      </nav>
      <PageHeader eyebrow={t('directory.practice.claimCta')} title={t('directory.correct.title')}>
        <p className="muted">
          {practice.name}, {practice.address}
        </p>
      </PageHeader>
      {fromClinic ? (
        <p className="alert alert--info" role="note">
          {t('directory.correct.managedByClinic')}{' '}
          <Link to={paths.clinicDashboard('tab=price-list')}>
            {t('directory.correct.openPriceList')}
          </Link>
        </p>
      ) : !practice.website ? (
        <p className="alert alert--info" role="note">
          {t('directory.correct.noWebsite')}
        </p>
      ) : !token ? (
        <SignIn here={pathname} links={authLinks} />
      ) : (
        <ClaimOrReview practiceId={id} website={practice.website} />
      )}
    </div>
  );
}
