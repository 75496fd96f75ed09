import { matchPage, PAGE_ROUTES } from '@petvet/shared';
import type { ComponentType } from 'react';
import { useLocation } from '../../lib/router';
import SecurityPage from '../../features/account/components/SecurityPage';
import ClaimAccountPage from '../../features/auth/components/ClaimAccountPage';
import ForgotPasswordPage from '../../features/auth/components/ForgotPasswordPage';
import JoinPage from '../../features/auth/components/JoinPage';
import ResetPasswordPage from '../../features/auth/components/ResetPasswordPage';
import VerifyEmailPage from '../../features/auth/components/VerifyEmailPage';
import CorrectPricesRoute from './CorrectPricesRoute';
import NotFoundPage from './NotFoundPage';

/**
 * The account pages people open now and then, mostly from an emailed link: one chunk for all of
 * them, so every first visit's route table names one file for them instead of one per page.
 */
const PAGES: Record<string, ComponentType> = {
  [PAGE_ROUTES.claimAccount]: ClaimAccountPage,
  [PAGE_ROUTES.join]: JoinPage,
  [PAGE_ROUTES.forgotPassword]: ForgotPasswordPage,
  [PAGE_ROUTES.resetPassword]: ResetPasswordPage,
  [PAGE_ROUTES.verifyEmail]: VerifyEmailPage,
  [PAGE_ROUTES.security]: SecurityPage,
};

/** Pages opened now and then whose path names a record: "Correct these prices" of a practice. */
const PAGES_OF_A_RECORD: Array<[string, ComponentType]> = [
  [PAGE_ROUTES.practicePrices, CorrectPricesRoute],
];

export default function AccountPages() {
  const path = useLocation().pathname.replace(/\/+$/, '');
  const Page =
    PAGES[path.toLowerCase()] ??
    PAGES_OF_A_RECORD.find(([pattern]) => matchPage(pattern, path))?.[1] ??
    NotFoundPage;
  return <Page />;
}
