import fc from 'fast-check';

/**
 * Values a careless or hostile client sends: text the database refuses (NUL), halves of surrogate
 * pairs, numbers that underflow, overflow or round to nothing, number-like words, and shapes
 * that are not what a field expects.
 */
const TRICKY_TEXT = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\uD800',
  'x\uDFFFy',
  '\r',
  'line\rbreak',
  '\r\n',
  '%00',
  '%ZZ',
  '5e-324',
  '1e-400',
  '-0',
  '1e309',
  'NaN',
  'Infinity',
  '-Infinity',
  '0x1F',
  'null',
  'true',
  '[]',
  '{}',
  '__proto__',
  'constructor',
  "' OR 1=1 --",
  '<script>alert(1)</script>',
  '../../etc/passwd',
  '0000-00-00',
  '1900-01-01',
  '9999-12-31',
  '2025-02-30',
  '24:00',
  '99:99',
  '\u202e\u0301\u200b',
  '🐕‍🦺',
] as const;

export const TRICKY_NUMBERS = [
  5e-324,
  -5e-324,
  1e-300,
  0,
  -0,
  0.001,
  0.0049,
  0.005,
  1e-7,
  90.0000001,
  -180.5,
  2 ** 31,
  2 ** 53 + 2,
  1e21,
  1e308,
  -1e308,
] as const;

/** One code point anywhere in Unicode, lone surrogates and control characters included. */
const anyCodePoint = fc.oneof(
  fc.integer({ min: 0, max: 0x1f }).map((code) => String.fromCharCode(code)),
  fc.integer({ min: 0xd800, max: 0xdfff }).map((code) => String.fromCharCode(code)),
  fc.integer({ min: 0, max: 0x10ffff }).map((code) => String.fromCodePoint(code)),
  fc.constantFrom('a', 'Z', '0', '%', '\\', '"', ';', ',', '&', '=', '?', '#', '/'),
);

const textUpTo = (longest: number): fc.Arbitrary<string> =>
  fc.oneof(
    { arbitrary: fc.constantFrom(...TRICKY_TEXT), weight: 3 },
    { arbitrary: fc.string({ unit: anyCodePoint, maxLength: 40 }), weight: 2 },
    {
      arbitrary: fc.integer({ min: 1_000, max: longest }).map((length) => 'x'.repeat(length)),
      weight: 1,
    },
  );

export const hostileText = textUpTo(20_000);
/** Node answers 431 before the app when the request line passes 16 KB; stay below it. */
const urlText = textUpTo(2_000);

export const hostileNumber: fc.Arbitrary<number> = fc.oneof(
  fc.constantFrom(...TRICKY_NUMBERS),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.integer(),
);

/** The tricky constants alone: the values most likely to get past a check and reach the database. */
export const trickyScalar: fc.Arbitrary<string | number> = fc.oneof(
  fc.constantFrom(...TRICKY_TEXT),
  fc.constantFrom(...TRICKY_NUMBERS),
);

/** Objects or arrays nested deeper than any contract, yet shallow enough for JSON.stringify. */
const deepNesting = fc
  .tuple(fc.integer({ min: 50, max: 1_000 }), fc.boolean())
  .map(([depth, asArray]) => {
    let value: unknown = 'bottom';
    for (let level = 0; level < depth; level += 1) value = asArray ? [value] : { a: value };
    const shape = asArray ? 'arrays' : 'objects';
    Object.defineProperty(value, fc.toStringMethod, { value: () => `<${depth} nested ${shape}>` });
    return value;
  });

/**
 * JSON text nested far deeper (a 1 MB body allows about 250,000 levels), written as text because
 * JSON.stringify itself runs out of stack near 4,000. Sometimes as a field of an object.
 */
export const deepJsonText: fc.Arbitrary<string> = fc
  .tuple(
    fc.integer({ min: 1_000, max: 200_000 }),
    fc.boolean(),
    fc.option(fc.constantFrom('name', 'email', 'slots')),
  )
  .map(([depth, asArray, field]) => {
    const nested = asArray
      ? `${'['.repeat(depth)}1${']'.repeat(depth)}`
      : `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;
    return field ? `{"${field}":${nested}}` : nested;
  });

/** Any JSON value, weighted towards the tricky ones. */
export const hostileJson: fc.Arbitrary<unknown> = fc.oneof(
  { arbitrary: hostileText, weight: 4 },
  { arbitrary: hostileNumber, weight: 3 },
  { arbitrary: fc.constantFrom(true, false, null), weight: 1 },
  { arbitrary: fc.array(fc.oneof(hostileText, hostileNumber), { maxLength: 4 }), weight: 1 },
  {
    arbitrary: fc.dictionary(hostileText, fc.oneof(hostileText, hostileNumber), { maxKeys: 3 }),
    weight: 1,
  },
  { arbitrary: deepNesting, weight: 1 },
);

/** Path segments as they reach the router: malformed escapes stay raw, the rest is encoded. */
export const hostileSegment: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom('%ZZ', '%', '%E0%A4%A', '%ED%A0%80', '%C0%AF', '%00', '%2e%2e', 'a%2Fb', '%25'),
  urlText.map(encodeOrRaw),
);

/** Query values: a plain value, a repeated key (an array), or a malformed escape. */
export const hostileQueryValue: fc.Arbitrary<string[]> = fc.oneof(
  fc.oneof(urlText, hostileNumber.map(String)).map((value) => [encodeOrRaw(value)]),
  fc.array(urlText.map(encodeOrRaw), { minLength: 2, maxLength: 3 }),
  fc.constantFrom('%ZZ', '%', '%ED%A0%80', '%00').map((raw) => [raw]),
);

/** encodeURIComponent refuses lone surrogates; send their raw UTF-8 bytes escaped instead. */
export function encodeOrRaw(value: string): string {
  try {
    return encodeURIComponent(value);
  } catch {
    return '%ED%A0%80';
  }
}
