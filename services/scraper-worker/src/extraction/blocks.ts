import type { Element } from 'domhandler';

/**
 * The page as a sequence of visible text lines in reading order, each tied to its block element
 * and to the headings above it. Data tables are kept whole for the table reader.
 */
export interface TextBlock {
  kind: 'text';
  text: string;
  el: Element;
  tag: string;
  /** 1-6 for h1-h6, 0 otherwise. */
  headingLevel: number;
  /** Texts of the enclosing headings, outermost first. */
  headings: string[];
  /** The surgery whose list it is in, on a page with one list per surgery (surgeries.ts). */
  surgery?: string;
}

export interface TableBlock {
  kind: 'table';
  el: Element;
  headings: string[];
  surgery?: string;
}

export type Block = TextBlock | TableBlock;

/** Elements that run inside a line of text rather than starting one. */
export const INLINE_TAGS = new Set([
  'a',
  'abbr',
  'b',
  'bdi',
  'bdo',
  'cite',
  'code',
  'data',
  'del',
  'dfn',
  'em',
  'font',
  'i',
  'ins',
  'kbd',
  'label',
  'mark',
  'q',
  's',
  'samp',
  'small',
  'span',
  'strong',
  'sub',
  'sup',
  'time',
  'u',
  'var',
  'wbr',
  'strike',
  'big',
  'output',
  'nobr',
]);
