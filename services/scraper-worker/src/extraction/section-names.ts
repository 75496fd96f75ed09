import { standardServiceOf } from '@petvet/shared';
import { onlyPetOrSize } from './checks';
import { looksLikeService } from './taxonomy';
import type { Candidate } from './types';

// "Additional pet on the same trip" under "Animal health certificate": the section's service, again.
const ANOTHER_PET =
  /^(?:each\s+|every\s+)?(?:additional|extra|further|second|subsequent)\s+(?:pet|animal|dog|cat)s?\b/iu;
export function withSectionService(c: Candidate, previous: Candidate | undefined): Candidate {
  // "Dogs up to 9.9kg £255" under "Bitch spay": a pet or a size names no service; its section does.
  if (
    onlyPetOrSize(c.name) &&
    c.section &&
    standardServiceOf(c.section) &&
    !/[?？]\s*$/.test(c.section)
  )
    return { ...c, name: `${c.section} (${c.name})` };
  if (!ANOTHER_PET.test(c.name)) return c;
  // The service priced just before it in the same section ("Animal health certificate £185"), else the section.
  const before =
    previous && previous.section === c.section && looksLikeService(previous.name)
      ? previous.name
      : c.section && looksLikeService(c.section) && !/[?？]\s*$/.test(c.section)
        ? c.section.replace(/\s*[-–—:].*$/, '').trim()
        : '';
  return before
    ? { ...c, name: `${before} (${c.name.charAt(0).toLowerCase()}${c.name.slice(1)})` }
    : c;
}
