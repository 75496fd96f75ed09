import type { AnyNode, Element } from 'domhandler';
import { cleanName, isQualifier } from './names';
import { looksLikeService } from './taxonomy';

/**
 * A nested outline: "Castration" › "Dog" › "up to 24.9kg: £110". The price's list item sits in a
 * list under a pet's item, itself in a list under the service's item: the name is the service for
 * that pet. Only when the middle item is a pet or size and the outer one names a service.
 */
export function outlineName(el: Element | null | undefined): string | null {
  const pet = listItemAbove(el);
  if (!pet) return null;
  const petText = cleanName(ownText(pet));
  if (!petText || !isQualifier(petText)) return null;
  const service = listItemAbove(pet);
  // "Castration (includes pre-op blood test)": what the price includes, not the service's name.
  const serviceText = service ? cleanName(ownText(service).replace(INCLUDES, ' ')) : '';
  if (!serviceText || !looksLikeService(serviceText)) return null;
  return `${serviceText} (${petText})`;
}

const INCLUDES = /\(\s*(?:includes?|including|incl\.?|with)\b[^)]*\)/giu;

/** The list item whose nested list holds this element (li › ul › li). */
function listItemAbove(el: Element | null | undefined): Element | null {
  const item = el?.tagName === 'li' ? el : el?.parent;
  const list = (item as Element | null)?.parent as Element | null;
  const above = list?.parent as Element | null;
  if (!list || !/^(?:ul|ol)$/.test(list.tagName ?? '')) return null;
  return above?.tagName === 'li' ? above : null;
}

/** The item's own words, without those of its nested lists. */
function ownText(el: Element): string {
  const text = (n: AnyNode): string =>
    n.type === 'text'
      ? n.data
      : n.type === 'tag' && !/^(?:ul|ol)$/.test((n as Element).tagName)
        ? (n as Element).children.map(text).join('')
        : '';
  return el.children.map(text).join(' ').replace(/\s+/g, ' ').trim();
}
