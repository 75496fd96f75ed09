import { act } from '@testing-library/react';
import type { Locale } from '@petvet/shared';
import { activateLocale } from '../i18n/i18n';

/** Switches every screen to `locale` with all of its messages, as the header's switcher does. */
export async function speak(locale: Locale): Promise<void> {
  await act(() => activateLocale(locale, ['core', 'app']));
}
