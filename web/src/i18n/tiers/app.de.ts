import type { Messages } from '@lingui/core';
import { mergeCatalogs } from '../merge';

// Every app-tier catalogue in this language (areas.ts), in one chunk.
export default mergeCatalogs(
  import.meta.glob<Messages>(
    '../catalogs/{common,errors,auth,account,clinics,booking,directory,owner,business,clinic,regions}/de.json',
    {
      eager: true,
      import: 'default',
      query: '?catalog',
    },
  ),
);
