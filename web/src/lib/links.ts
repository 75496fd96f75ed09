/** Listed web sites often lack their scheme; a link needs one. */
export const websiteHref = (site: string) =>
  /^https?:\/\//i.test(site) ? site : `https://${site}`;

/** The site as people read and type it: without the scheme. */
export const websiteLabel = (site: string) => site.replace(/^https?:\/\//, '');
