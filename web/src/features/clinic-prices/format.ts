/** "20 November 2026": the day a list last changed, as people in the UK write it. */
export function formatChangedDate(iso: string): string {
  return new Date(iso).toLocaleDateString('en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  });
}
