import { describe, expect, test } from 'vitest';
import { matchPage, PAGE_ROUTES, paths, PRIVATE_PAGE_PREFIXES, querySuffix } from './paths';

describe('page paths', () => {
  test('when a query is given in any form, then it follows the path with one "?"; an empty one adds nothing', () => {
    expect(querySuffix('?city=Leeds')).toBe('?city=Leeds');
    expect(querySuffix('city=Leeds')).toBe('?city=Leeds');
    expect(querySuffix(new URLSearchParams({ city: 'Leeds' }))).toBe('?city=Leeds');
    expect(querySuffix('')).toBe('');
    expect(querySuffix(new URLSearchParams())).toBe('');
    expect(querySuffix(undefined)).toBe('');
  });

  test('when the builders are called, then they write the addresses the site has always had', () => {
    expect(paths.clinic('c1')).toBe('/vet/c1');
    expect(paths.clinic('c1', '?city=Leeds')).toBe('/vet/c1?city=Leeds');
    expect(paths.clinicPrices('c1')).toBe('/vet/c1/prices');
    expect(paths.book('c1', 'date=2026-01-02')).toBe('/book/c1?date=2026-01-02');
    expect(paths.bookAppointment('c1')).toBe('/book-appointment/c1');
    expect(paths.practice(42)).toBe('/global-practices/42');
    expect(paths.directory()).toBe('/global-vet-search');
    expect(paths.directoryCompare()).toBe('/global-vet-search/compare');
    expect(paths.dashboard('tab=pets')).toBe('/dashboard?tab=pets');
    expect(paths.clinicDashboard()).toBe('/vet-dashboard');
    expect(paths.claimAccount('token=t')).toBe('/claim-account?token=t');
    expect(paths.join('token=t')).toBe('/join?token=t');
    expect(paths.forgotPassword()).toBe('/forgot-password');
    expect(paths.resetPassword('token=t')).toBe('/reset-password?token=t');
    expect(paths.verifyEmail('token=t')).toBe('/verify-email?token=t');
    expect(paths.security()).toBe('/account/security');
    expect(PRIVATE_PAGE_PREFIXES).toEqual([
      '/dashboard',
      '/vet-dashboard',
      '/pets',
      '/account/security',
      '/reset-password',
      '/verify-email',
      '/book/',
      '/book-appointment/',
    ]);
  });

  test('when a path is matched against a page, then only that exact page matches and its params come back', () => {
    expect(matchPage(PAGE_ROUTES.clinic, '/vet/abc')).toEqual({ id: 'abc' });
    expect(matchPage(PAGE_ROUTES.clinic, '/vet/abc/prices')).toBeNull();
    expect(matchPage(PAGE_ROUTES.clinicPrices, '/vet/abc/prices')).toEqual({ id: 'abc' });
    expect(matchPage(PAGE_ROUTES.book, '/book/c%201')).toEqual({ vetId: 'c%201' });
    expect(matchPage(PAGE_ROUTES.search, '/search')).toEqual({});
    expect(matchPage(PAGE_ROUTES.search, '/searching')).toBeNull();
    expect(matchPage(PAGE_ROUTES.home, '/')).toEqual({});
  });
});
