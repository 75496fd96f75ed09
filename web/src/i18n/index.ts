// The words of every screen. richText (rich-text.ts) and switching (switch-locale.ts) are imported
// from their own modules: the home page's first visit needs neither.
export { activeLocale, activateLocale, loadTier, regionName, translate } from './i18n';
export type { MessageKey, MessageValues } from './message-keys';
export { LocaleProvider, LocaleRoot, useLocale, useT } from './use-t';
