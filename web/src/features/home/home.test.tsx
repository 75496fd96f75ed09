import { describe, expect, test } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { renderApp } from '../../test/render-app';

describe('home page', () => {
  test('when it opens, then it links to search and to registration for owners and businesses', async () => {
    renderApp('/');
    await screen.findByRole('heading', { level: 1 });
    // It asks where the visitor is, on /find.
    expect(screen.getByRole('link', { name: 'Find Vets Near You' })).toHaveAttribute(
      'href',
      '/find?locate=1',
    );
    expect(screen.getByRole('link', { name: 'Get Started' })).toHaveAttribute('href', '/register');
    expect(screen.getByRole('link', { name: 'Sign up as a Pet Owner' })).toHaveAttribute(
      'href',
      '/register?type=pet_owner',
    );
    expect(screen.getByRole('link', { name: 'Register your Clinic' })).toHaveAttribute(
      'href',
      '/register?type=vet_business',
    );
    expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(
      expect.arrayContaining([
        'Search clinics',
        'Book online',
        'Pet profiles',
        'Honest reviews',
        'Search',
        'Choose',
        'Book',
        'Visit',
      ]),
    );
  });

  test('when it opens, then its structured data names the organisation, the web app and opening hours Mo-Fr 09:00-17:00, Sa 09:00-12:00', async () => {
    renderApp('/');
    await screen.findByRole('heading', { level: 1 });
    // The head is written a moment after the screen, by its own lazily loaded code.
    await waitFor(() =>
      expect(document.head.querySelectorAll('script[type="application/ld+json"]')).toHaveLength(3),
    );
    const blocks = [...document.head.querySelectorAll('script[type="application/ld+json"]')].map(
      (s) => JSON.parse(s.textContent ?? '{}'),
    );
    expect(blocks.map((b) => b['@type'])).toEqual([
      'Organization',
      'WebApplication',
      'VeterinaryCare',
    ]);
    expect(blocks[2].openingHours).toEqual(['Mo-Fr 09:00-17:00', 'Sa 09:00-12:00']);
    expect(document.title).toBe('Pet Vet Booking App - Find Trusted Veterinarians for Your Pets');
  });

  test('when the hero is searched, then it opens /find on what was typed, a postcode included, as a plain GET', async () => {
    renderApp('/');
    const box = await screen.findByRole('textbox', { name: 'City or town, or postcode' });
    const form = box.closest('form')!;
    // No script needed: the browser sends where=<as typed> to /find (the journey test runs it).
    expect(form).toHaveAttribute('action', '/find');
    expect(form.getAttribute('method') ?? 'get').toBe('get');
    expect(box).toHaveAttribute('name', 'where');
    expect(form.querySelectorAll('input[name]')).toHaveLength(1);
  });
});
