import { describe, expect, test } from 'vitest';
import { PAGE_ROUTES } from '@petvet/shared';
import { firstReads } from '../../ssr/first-reads';
import { readFind, toFindSearchArgs } from './find-params';

describe('/find rendered on the server', () => {
  test('when /find opens on a search, then its first read is the directory search with the arguments the page asks with', () => {
    const search = '?where=NW1+7AA&service=vaccination-booster&pet=cat&within=7&sort=price';
    expect(firstReads(PAGE_ROUTES.find, search)).toEqual([
      { endpoint: 'directorySearch', arg: toFindSearchArgs(readFind(new URLSearchParams(search))) },
    ]);
  });

  test('when /find opens with no place, then it is rendered with no read', () => {
    expect(firstReads(PAGE_ROUTES.find, '')).toEqual([]);
    expect(firstReads(PAGE_ROUTES.find, '?locate=1')).toEqual([]);
  });
});
