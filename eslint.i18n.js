// Every text a person reads on a screen comes from the message catalogues (web/src/i18n): a
// literal in JSX (a text node, or the words of aria-label, placeholder, title, alt or label) fails
// the lint. Symbols, numbers, codes in capitals and the brand are not words to translate.
import i18next from 'eslint-plugin-i18next';

/** Screens whose texts are not in the catalogues yet (issue 27): this list only ever shrinks. */
export const UNTRANSLATED = [];

export const literalStrings = {
  files: ['web/src/**/*.tsx'],
  ignores: ['web/src/**/*.test.tsx', 'web/src/test/**', ...UNTRANSLATED],
  plugins: { i18next },
  rules: {
    'i18next/no-literal-string': [
      'error',
      {
        mode: 'jsx-only',
        'jsx-attributes': { include: ['aria-label', 'placeholder', 'title', 'alt', 'label'] },
        // An argument in a call (a field name, a date style) is code, not words on the screen.
        callees: { exclude: ['.*'] },
        // A value in an object (an SVG attribute, a class name) is code as well.
        'object-properties': { exclude: ['.*'] },
        words: {
          exclude: [
            // Text without a letter: numbers, punctuation, symbols (·, →, ★, ©).
            '[^A-Za-z\\u00C0-\\u00D6\\u00D8-\\u00F6\\u00F8-\\u024F]+',
            '[A-Z0-9_-]+',
            'PetVet',
            // A message key ("business.slots.available").
            '[a-z]+(\\.[a-zA-Z0-9_]+)+',
            // A toast's one-letter symbol.
            'i',
          ],
        },
      },
    ],
  },
};
