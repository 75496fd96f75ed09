import { lazy, Suspense } from 'react';
import { Spinner } from '../../components/ui/Feedback';
import { authPath } from '../../features/auth/next-path';

// The page and what it needs load in a second step: the list of its files would otherwise sit in
// the boot module, which every first visit downloads, for a page few people open.
const CorrectPricesPage = lazy(() =>
  import('../../features/directory/correct-prices/CorrectPricesPage').then((m) => ({
    default: m.CorrectPricesPage,
  })),
);

const AUTH_LINKS = {
  signIn: (here: string) => authPath('login', here),
  // Whoever runs a practice's website most likely runs the practice: a business account.
  register: (here: string) => authPath('register', here, 'type=vet_business'),
};

/** "Correct these prices": the directory's page, with the sign-in that brings its user back. */
export default function CorrectPricesRoute() {
  return (
    <Suspense fallback={<Spinner />}>
      <CorrectPricesPage authLinks={AUTH_LINKS} />
    </Suspense>
  );
}
