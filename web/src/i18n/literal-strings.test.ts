import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const root = path.resolve(__dirname, '../../..');
const RULE = 'i18next/no-literal-string';

async function literalsIn(code: string): Promise<string[]> {
  const eslint = new ESLint({ cwd: root });
  const [result] = await eslint.lintText(code, {
    filePath: path.join(root, 'web/src/features/home/components/Example.tsx'),
  });
  return (result?.messages ?? []).filter((m) => m.ruleId === RULE).map((m) => m.message);
}

describe('the lint of words on screens', () => {
  it('when a component writes English words in its JSX, then the lint fails on them', async () => {
    const found = await literalsIn(
      'export function Example() {\n  return <button aria-label="Close the dialog">Book now</button>;\n}\n',
    );
    expect(found).toHaveLength(2);
  });

  it('when a component takes its words from the catalogues, then the lint passes', async () => {
    const found = await literalsIn(
      "import { useT } from '../../../i18n';\n\nexport function Example() {\n  const t = useT();\n  return <p className=\"lead\">{t('core.language')} · 2</p>;\n}\n",
    );
    expect(found).toEqual([]);
  });
}, 60_000);
