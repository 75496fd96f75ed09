import { translate } from '../../../i18n';

/** The clinic pages' words for visitors who cannot see them, in the active language. */
export const businessLoginText = () => translate('business.access.login');
export const notABusinessText = () => translate('business.access.notBusiness');
export const businessLoadFailedText = () => translate('business.loadFailed');

// The English source texts, kept for the tests that assert them and for the patient page until
// it reads the functions above.
export const BUSINESS_LOGIN_TEXT =
  'Please log in with your veterinary business account to manage your clinic.';
export const NOT_A_BUSINESS_TEXT = 'This dashboard is for veterinary business accounts.';
export const BUSINESS_LOAD_FAILED_TEXT = 'Some dashboard data could not be loaded.';
