import { useMemo } from 'react';
import { afterEach, describe, expect, test } from 'vitest';
import { render, screen } from '@testing-library/react';
import { speak } from '../test/locale';
import { LocaleRoot, useT } from './use-t';

afterEach(() => speak('en'));

/** A text worked out once per `t`, as a page's title is. */
function MemoTitle() {
  const t = useT();
  const title = useMemo(() => t('clinics.find.metaTitle'), [t]);
  return <h1>{title}</h1>;
}

describe("a component's t", () => {
  test('when the language changes, then a memo that lists t is worked out again in the new one', async () => {
    await speak('en');
    render(
      <LocaleRoot>
        <MemoTitle />
      </LocaleRoot>,
    );
    const english = screen.getByRole('heading').textContent;
    await speak('de');
    const german = screen.getByRole('heading').textContent;
    expect(german).not.toBe(english);
    await speak('fr');
    expect(screen.getByRole('heading').textContent).not.toBe(german);
  });

  test('when the language stays, then t stays the same function between renders', async () => {
    const seen = new Set<unknown>();
    function Spy() {
      seen.add(useT());
      return null;
    }
    await speak('es');
    const { rerender } = render(
      <LocaleRoot>
        <Spy />
      </LocaleRoot>,
    );
    rerender(
      <LocaleRoot>
        <Spy />
      </LocaleRoot>,
    );
    expect(seen.size).toBe(1);
  });
});
