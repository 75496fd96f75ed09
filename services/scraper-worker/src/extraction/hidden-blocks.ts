import type { Element } from 'domhandler';

// Banners, consent dialogs and testimonials talk about money that is not a price list.
const SKIP_MARKERS =
  /(?:^|[-_\s])(?:cookies?|consent|gdpr|cmplz|cookiebanner|testimonials?|reviews?|avis|bewertung(?:en)?|voice|quote)(?:$|[-_\s\d])/i;

// Accordion and tab panels are hidden until the visitor opens them; their prices are real.
const DISCLOSURE_CLASS =
  /(?:^|[-_\s])(?:accordion|collapse|collapsible|tab-?pane|tab-?panel|tabs?-content|toggle|panel|faq|expand\w*|disclosure|dropdown-content)(?:$|[-_\s])/i;

/** An element whose text is no part of the price list: hidden, a dialog, a banner, reviews. */
export function isHiddenOrBoilerplate(el: Element, controlled: Set<string>): boolean {
  const attrs = el.attribs ?? {};
  if (attrs.role === 'dialog' || attrs.role === 'alertdialog') return true;
  const hidden =
    'hidden' in attrs ||
    attrs['aria-hidden'] === 'true' ||
    /display\s*:\s*none/i.test(attrs.style ?? '');
  if (hidden && !isDisclosurePanel(attrs, controlled) && !isSwitchedPanel(el)) return true;
  return SKIP_MARKERS.test(`${attrs.id ?? ''} ${attrs.class ?? ''}`);
}

// The mark a script puts on the one panel of a set it shows ("menu active", "tab is-current").
const SHOWN_MARK =
  /^(?:active|is-active|current|is-current|selected|is-selected|show|shown|open|is-open)$/i;
const HIDDEN_STYLE = /display\s*:\s*none/i;

/**
 * One of a set of panels a script switches between (Squarespace menus, Kadence and theme tabs):
 * hidden, beside a shown sibling of the same tag and classes that carries the shown mark, or that
 * differs from it only by the panels' numbers ("kt-inner-tab-1", "kt-inner-tab-2"). Its prices are
 * the page's as much as the shown panel's; a hidden block with no such sibling is not read.
 */
function isSwitchedPanel(el: Element): boolean {
  const classes = (e: Element) => (e.attribs?.class ?? '').split(/\s+/).filter(Boolean);
  const base = (list: string[]) => list.filter((c) => !SHOWN_MARK.test(c) && !/\d/.test(c));
  const own = base(classes(el));
  const numbered = classes(el).some((c) => /\d/.test(c));
  if (own.length === 0 || !el.parent) return false;
  return el.parent.children.some((node) => {
    if (node === el || node.type !== 'tag') return false;
    const sibling = node as Element;
    const theirs = classes(sibling);
    return (
      sibling.tagName === el.tagName &&
      (numbered || theirs.some((c) => SHOWN_MARK.test(c))) &&
      own.every((c) => theirs.includes(c)) &&
      !HIDDEN_STYLE.test(sibling.attribs?.style ?? '') &&
      !('hidden' in (sibling.attribs ?? {}))
    );
  });
}

function isDisclosurePanel(attrs: Record<string, string>, controlled: Set<string>): boolean {
  if (attrs.id && controlled.has(attrs.id)) return true;
  if (attrs.role === 'tabpanel' || attrs.role === 'region') return true;
  return DISCLOSURE_CLASS.test(attrs.class ?? '');
}
