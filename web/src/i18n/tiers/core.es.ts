import type { Messages } from '@lingui/core';
import { mergeCatalogs } from '../merge';

// Every core-tier catalogue in this language (areas.ts), in one chunk.
export default mergeCatalogs(
  import.meta.glob<Messages>('../catalogs/core/es.json', {
    eager: true,
    import: 'default',
    query: '?catalog',
  }),
);
