import type { ReactNode } from 'react';
import { useT } from '../../../i18n';

/** Hidden clinic entries stay in the record but fold away, so the list reads as the owner chose. */
export function HiddenEntries({ count, children }: { count: number; children: ReactNode }) {
  const t = useT();
  if (count === 0) return null;
  return (
    <details className="hidden-entries">
      <summary>{t('owner.record.hiddenEntries', { count })}</summary>
      <ul className="list">{children}</ul>
    </details>
  );
}
