import type { ExtractedService } from '../extraction/types';

/**
 * One price a crawl read, as the crawl's transaction stores it: the extractor's reading with the
 * page it came from. Without a standard service, band or inclusions it is outside the list, for
 * any pet, and says nothing of what it includes.
 */
export type ServiceToStore = Pick<
  ExtractedService,
  | 'name'
  | 'category'
  | 'species'
  | 'priceMin'
  | 'priceMax'
  | 'currency'
  | 'confidence'
  | 'priceNotes'
  | 'evidence'
  | 'published'
> &
  Partial<Pick<ExtractedService, 'standardService' | 'band' | 'inclusions'>> & {
    sourceUrl: string;
  };
