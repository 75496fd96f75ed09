import { Fragment, type ReactNode } from 'react';

const TAG = /<([a-z]+)>(.*?)<\/\1>/g;

/**
 * A translated sentence with marked parts ("Read our <link>privacy notice</link>") as React
 * nodes: each `<name>…</name>` is rendered by the function of that name. A sentence stays whole
 * for its translators instead of being cut into pieces around a link.
 */
export function richText(
  text: string,
  parts: Record<string, (inner: string) => ReactNode>,
): ReactNode[] {
  const nodes: ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(TAG)) {
    const [whole, name = '', inner = ''] = match;
    nodes.push(text.slice(last, match.index));
    const render = parts[name];
    nodes.push(<Fragment key={match.index}>{render ? render(inner) : inner}</Fragment>);
    last = match.index + whole.length;
  }
  nodes.push(text.slice(last));
  return nodes.filter((node) => node !== '');
}
