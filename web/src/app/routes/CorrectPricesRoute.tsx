import { authPath } from '../../features/auth/next-path';
import { CorrectPricesPage } from '../../features/directory/correct-prices/CorrectPricesPage';

const AUTH_LINKS = {
  signIn: (here: string) => authPath('login', here),
  // Whoever runs a practice's website most likely runs the practice: a business account.
  register: (here: string) => authPath('register', here, 'type=vet_business'),
};

/** "Correct these prices": the directory's page, with the sign-in that brings its user back. */
export default function CorrectPricesRoute() {
  return <CorrectPricesPage authLinks={AUTH_LINKS} />;
}
