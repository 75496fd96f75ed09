import type { ReactNode } from 'react';

interface PageHeaderProps {
  eyebrow: string;
  title: ReactNode;
  /** Under the title, e.g. a welcome line or an address. */
  children?: ReactNode;
  /** On the right: buttons or figures. */
  aside?: ReactNode;
}

/** The top of a page: a small eyebrow line, the page's one h1, and what goes beside it. */
export function PageHeader({ eyebrow, title, children, aside }: PageHeaderProps) {
  return (
    <div className="page-header">
      <div>
        <p className="eyebrow">{eyebrow}</p>
        <h1>{title}</h1>
        {children}
      </div>
      {aside}
    </div>
  );
}
