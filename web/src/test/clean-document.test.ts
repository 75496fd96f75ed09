import { describe, expect, test } from 'vitest';
import { applyPageMeta } from '../lib/page-meta-apply';
import { getApiBaseUrl, setApiBaseUrl } from '../lib/api-base';
import { UNANSWERED_API } from './setup';

// The two tests run in order: the first leaves everything a screen can leave behind, the second
// is the next test and must find none of it.
describe('a clean document for every test', () => {
  test('when a test leaves a title, head tags, body nodes, storage, a URL and an API address, then nothing stops it', () => {
    applyPageMeta(document, { title: 'Book Appointment', structuredData: [{ a: 1 }] }, '/book/x');
    document.body.append(Object.assign(document.createElement('div'), { id: 'left-over' }));
    document.body.style.overflow = 'hidden';
    document.documentElement.setAttribute('lang', 'fr');
    localStorage.setItem('token', 't');
    sessionStorage.setItem('draft', 'd');
    window.history.pushState(null, '', '/book/x?day=2030-01-10');
    setApiBaseUrl('http://127.0.0.1:1/api');
    expect(document.title).toBe('Book Appointment | Pet Vet Booking App');
  });

  test('when the next test starts, then it finds the document jsdom opened with', () => {
    expect(document.title).toBe('');
    expect(document.head.querySelectorAll('meta, link[rel="canonical"], script')).toHaveLength(0);
    expect(document.body.childNodes).toHaveLength(0);
    expect(document.body.getAttributeNames()).toEqual([]);
    expect(document.documentElement.getAttributeNames()).toEqual([]);
    expect(localStorage.length + sessionStorage.length).toBe(0);
    expect(window.location.href).toBe('http://localhost:3000/');
    expect(getApiBaseUrl()).toBe(UNANSWERED_API);
  });
});
