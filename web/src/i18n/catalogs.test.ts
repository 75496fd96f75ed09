import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { LOCALES } from '@petvet/shared';
import { describe, expect, it } from 'vitest';
import { catalogModule, compileCatalog } from '../../build/catalogs';
import { APP_AREAS, CORE_AREAS } from './areas';

const ROOT = path.join(__dirname, 'catalogs');
const read = (area: string, locale: string) =>
  JSON.parse(readFileSync(path.join(ROOT, area, `${locale}.json`), 'utf8')) as Record<
    string,
    string
  >;
// The names a message fills in, from its compiled form: a message is a list of parts, each a
// literal text or a placeholder [name] / [name, format, branches], whose branches are messages.
function namesIn(message: unknown, into: Set<string>): Set<string> {
  if (!Array.isArray(message)) return into;
  for (const part of message as unknown[]) {
    if (!Array.isArray(part)) continue;
    const [name, , branches] = part as unknown[];
    if (typeof name === 'string') into.add(name);
    if (branches && typeof branches === 'object') {
      Object.values(branches).forEach((branch) => namesIn(branch, into));
    }
  }
  return into;
}
const argumentsOf = (message: string) => {
  const compiled = compileMessage(message);
  return [...namesIn(typeof compiled === 'string' ? [] : compiled, new Set())].sort();
};
const tagsOf = (message: string) =>
  [...new Set([...message.matchAll(/<([a-z]+)>/g)].map((m) => m[1]))].sort();

describe('message catalogues', () => {
  it('when the folders are listed, then every area belongs to exactly one tier', () => {
    expect(readdirSync(ROOT).sort()).toEqual([...CORE_AREAS, ...APP_AREAS].sort());
  });

  for (const area of readdirSync(ROOT)) {
    const english = read(area, 'en');
    it(`when ${area} is read, then its keys start with the area's name`, () => {
      for (const key of Object.keys(english)) expect(key.startsWith(`${area}.`), key).toBe(true);
    });
    for (const locale of LOCALES) {
      const catalog = read(area, locale);
      it(`when ${area} is read in ${locale}, then it holds exactly English's keys`, () => {
        expect(Object.keys(catalog).sort()).toEqual(Object.keys(english).sort());
      });
      it(`when ${area} is read in ${locale}, then every message parses and fills English's names`, () => {
        for (const [key, message] of Object.entries(catalog)) {
          expect(() => compileMessage(message), key).not.toThrow();
          expect(message.trim(), key).not.toBe('');
          expect(argumentsOf(message), key).toEqual(argumentsOf(english[key] ?? ''));
          expect(tagsOf(message), key).toEqual(tagsOf(english[key] ?? ''));
        }
      });
    }
  }
});

describe('compiled catalogues', () => {
  it('when a catalogue is compiled, then no message is a bare string (Lingui warns on each use)', () => {
    const compiled = compileCatalog({
      plain: 'Book now',
      counted: '{n, plural, one {#} other {#}}',
    });
    expect(Array.isArray(compiled.plain)).toBe(true);
    expect(Array.isArray(compiled.counted)).toBe(true);
  });

  it('when a catalogue becomes a module, then it is one JSON text the browser parses, equal to the compiled catalogue', () => {
    const source = { plain: 'Book "now"', counted: '{n, plural, one {# Praxis} other {# Praxen}}' };
    const code = catalogModule(source);
    const literal = /^export default JSON\.parse\((.*)\);$/s.exec(code)?.[1];
    expect(literal).toBeDefined();
    expect(JSON.parse(JSON.parse(literal!) as string)).toEqual(compileCatalog(source));
  });
});
