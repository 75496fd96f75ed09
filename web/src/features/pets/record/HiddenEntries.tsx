import type { ReactNode } from 'react';
import { hiddenEntriesText } from './texts';

/** Hidden clinic entries stay in the record but fold away, so the list reads as the owner chose. */
export function HiddenEntries({ count, children }: { count: number; children: ReactNode }) {
  if (count === 0) return null;
  return (
    <details className="hidden-entries">
      <summary>{hiddenEntriesText(count)}</summary>
      <ul className="list">{children}</ul>
    </details>
  );
}
