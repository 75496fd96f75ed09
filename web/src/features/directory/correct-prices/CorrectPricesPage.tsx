import { useCallback, useEffect, useMemo, useState } from 'react';
import { Link, useLocation, useParams } from 'react-router';
import { paths, PRICE_TRUST_TEXTS } from '@petvet/shared';
import { EmptyState, Spinner } from '../../../components/ui/Feedback';
import { LoadError } from '../../../components/ui/LoadError';
import { PageHeader } from '../../../components/ui/PageHeader';
import { usePageMeta } from '../../../lib/page-meta';
import { useAppSelector } from '../../../store/hooks';
import { usePracticeQuery } from '../api';
import { PETVET_SOURCE } from '../components/PracticeDetailPage';
import { usePracticeClaimsQuery } from './api';
import { ClaimPanel } from './ClaimPanel';
import { PriceReview } from './PriceReview';
import { PAGE_TITLE, SIGN_IN_TEXT } from './texts';
import '../directory.css';
import './practice-prices.css';

/** Where signing in or registering starts, coming back to `here` afterwards (the app's auth pages). */
export interface AuthLinks {
  signIn: (here: string) => string;
  register: (here: string) => string;
}

function SignIn({ here, links }: { here: string; links: AuthLinks }) {
  return (
    <section className="card stack" aria-labelledby="sign-in-title">
      <h2 id="sign-in-title">Sign in first</h2>
      <p>{SIGN_IN_TEXT}</p>
      <p className="button-row">
        <Link to={links.signIn(here)} className="btn btn--primary">
          Sign in
        </Link>
        <Link to={links.register(here)} className="btn btn--secondary">
          Create an account
        </Link>
      </p>
    </section>
  );
}

/** The claims of the signed-in account: a verified one opens the review, else the claim panel. */
function ClaimOrReview({ practiceId, website }: { practiceId: string; website: string }) {
  const claims = usePracticeClaimsQuery(practiceId);
  const [verifiedNow, setVerifiedNow] = useState(false);
  const onVerified = useCallback(() => setVerifiedNow(true), []);
  if (claims.isLoading) return <Spinner label="Loading…" />;
  if (!claims.data)
    return (
      <LoadError
        title="Your requests to correct these prices could not be loaded."
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
  const { id = '' } = useParams();
  const { pathname } = useLocation();
  const token = useAppSelector((state) => state.session.token);
  const practiceQuery = usePracticeQuery(id);
  const practice = practiceQuery.data?.practice;
  usePageMeta(
    useMemo(
      () => ({
        title: practice ? `${PAGE_TITLE}: ${practice.name}` : PAGE_TITLE,
      }),
      [practice],
    ),
  );
  useNoIndex();

  if (practiceQuery.isLoading) return <Spinner label="Loading the practice…" />;
  if (!practice)
    return (
      <div className="container page page--narrow">
        <EmptyState icon="search" title="Practice Not Found">
          <p>The veterinary practice you are looking for could not be found.</p>
          <Link to={paths.directory()} className="btn btn--primary">
            Back to Search
          </Link>
        </EmptyState>
      </div>
    );

  const fromClinic = practice.source === PETVET_SOURCE;
  return (
    <div className="container page correct-prices">
      <nav aria-label="Breadcrumb" className="breadcrumbs">
        <Link to={paths.practice(practice.id)}>← {practice.name}</Link>
      </nav>
      <PageHeader eyebrow={PRICE_TRUST_TEXTS.claimCta} title={PAGE_TITLE}>
        <p className="muted">
          {practice.name}, {practice.address}
        </p>
      </PageHeader>
      {fromClinic ? (
        <p className="alert alert--info" role="note">
          {PRICE_TRUST_TEXTS.listingManagedByClinic}.{' '}
          <Link to={paths.clinicDashboard('tab=price-list')}>Open the Price list tab</Link>
        </p>
      ) : !practice.website ? (
        <p className="alert alert--info" role="note">
          {PRICE_TRUST_TEXTS.noWebsite}.
        </p>
      ) : !token ? (
        <SignIn here={pathname} links={authLinks} />
      ) : (
        <ClaimOrReview practiceId={id} website={practice.website} />
      )}
    </div>
  );
}
