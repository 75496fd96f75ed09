import type { Messages } from '@lingui/core';

type Compiled = Messages[string];

const ACCENTED: Record<string, string> = {
  a: 'á',
  e: 'é',
  i: 'í',
  o: 'ó',
  u: 'ú',
  c: 'ç',
  n: 'ñ',
  s: 'š',
  y: 'ý',
  z: 'ž',
  A: 'Á',
  E: 'É',
  I: 'Í',
  O: 'Ó',
  U: 'Ú',
  C: 'Ç',
  N: 'Ñ',
  S: 'Š',
  Y: 'Ý',
  Z: 'Ž',
};

/** A text as a pseudo-language writes it: accented, 40% longer, so clipping shows. */
function pseudoText(text: string): string {
  // "#" is where a plural writes its number.
  if (text.trim() === '' || text === '#') return text;
  const accented = text.replace(/[a-zA-Z]/g, (c) => ACCENTED[c] ?? c);
  // A long padding may break every 6 signs (a zero-width space), as a real language's words do:
  // a run of 40 unbreakable signs, which no language writes, would only widen its line.
  const padding = '~'.repeat(Math.ceil(text.length * 0.4)).replace(/(~{6})(?=~)/g, '$1\u200b');
  return `${accented}${padding}`;
}

function pseudoPart(part: unknown): unknown {
  if (typeof part === 'string') return pseudoText(part);
  if (Array.isArray(part)) return part.map(pseudoPart);
  if (part && typeof part === 'object') {
    return Object.fromEntries(Object.entries(part).map(([key, value]) => [key, pseudoPart(value)]));
  }
  return part;
}

/**
 * Every message of a catalogue in the pseudo-language: each one between ⟦ and ⟧, its words
 * accented and lengthened by 40%. A screen in it shows at a glance a text that is not in the
 * catalogues (plain English) and a control too narrow for a longer language. Only the names in
 * a message's placeholders (its `[name]` parts) are kept as they are.
 */
export function pseudoMessages(messages: Messages): Messages {
  return Object.fromEntries(
    Object.entries(messages).map(([key, message]) => {
      const parts: Compiled[] = typeof message === 'string' ? [message] : (message as Compiled[]);
      const inner = parts.map((part) => (Array.isArray(part) ? keepName(part) : pseudoPart(part)));
      return [key, ['⟦', ...inner, '⟧'] as unknown as Compiled];
    }),
  );
}

// A placeholder is [name] or [name, format, branches]: its name stays, its branches are texts.
function keepName(part: unknown[]): unknown[] {
  const [name, format, branches] = part;
  return branches === undefined ? part : [name, format, pseudoPart(branches)];
}
