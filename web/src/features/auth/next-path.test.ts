import { describe, expect, test } from 'vitest';
import { authPath, safeNextPath } from './next-path';

describe('the next path after sign-in', () => {
  test.each([
    '/book/11111111-1111-4111-8111-111111111111?date=2030-01-10&time=09:30&service=Dental',
    '/dashboard',
    '/vet/abc#reviews',
  ])('when next is the same-site path %s, then it is followed', (value) => {
    expect(safeNextPath(value)).toBe(value);
  });

  test.each([
    ['another host by a double slash', '//evil.example/steal'],
    ['another host by a backslash', '/\\evil.example'],
    ['a backslash later on', '/ok\\..\\evil'],
    ['a scheme', 'https://evil.example/'],
    ['a script', 'javascript:alert(1)'],
    ['a data URL', 'data:text/html,hi'],
    ['no leading slash', 'evil.example'],
    ['a leading space', ' /dashboard'],
    ['a tab inside the slashes', '/\t/evil.example'],
    ['a newline', '/dash\nboard'],
    ['an empty value', ''],
    ['nothing', null],
  ])('when next is %s, then it is ignored', (_label, value) => {
    expect(safeNextPath(value)).toBeNull();
  });

  test('when the other auth page is linked, then next rides along, encoded', () => {
    expect(authPath('register', '/book/x?date=2030-01-10&time=09:30', 'type=pet_owner')).toBe(
      '/register?type=pet_owner&next=%2Fbook%2Fx%3Fdate%3D2030-01-10%26time%3D09%3A30',
    );
    expect(authPath('login', null)).toBe('/login');
  });
});
