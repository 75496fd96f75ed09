export { activeLocale, activateLocale, loadTier, translate } from './i18n';
export type { MessageKey, MessageValues } from './message-keys';
export { richText } from './rich-text';
export { LocaleProvider, LocaleRoot, useLocale, useT } from './use-t';
export { onLocaleChosen, switchLocale } from './switch-locale';
