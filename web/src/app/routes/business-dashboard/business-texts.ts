/** The clinic pages' words for visitors who cannot see them. */
export const BUSINESS_LOGIN_TEXT =
  'Please log in with your veterinary business account to manage your clinic.';
export const NOT_A_BUSINESS_TEXT = 'This dashboard is for veterinary business accounts.';
export const BUSINESS_LOAD_FAILED_TEXT = 'Some dashboard data could not be loaded.';
