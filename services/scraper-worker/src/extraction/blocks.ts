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
