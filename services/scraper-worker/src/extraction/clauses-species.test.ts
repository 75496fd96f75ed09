import { describe, expect, it } from 'vitest';
import { perName } from '../test-support/extraction';
import { extractServices } from './extract-prices';

const brief = (body: string, url: string) =>
  perName(extractServices(`<html><body>${body}</body></html>`, { url })).map((s) => [
    s.name,
    s.species,
    s.priceMin,
    s.priceMax,
  ]);

describe('clauses and species inside one priced sentence', () => {
  it('when a semicolon starts a new clause before the price, then only that clause names the service', () => {
    const body = `<p>Ear cleans are included with every grooming visit; ear cleaning on its own costs <b>$22</b>.</p>`;
    expect(brief(body, 'https://pawsplace.example.com/fees')).toEqual([
      ['Ear cleaning on its own', 'Mixed', 22, 22],
    ]);
  });

  it('when a second price of the sentence is for another species, then it is named and tagged with that species', () => {
    const body = `<p>Neutering for male dogs begins at <b>$240</b>; for cats it begins at <b>$120</b>.</p>`;
    expect(brief(body, 'https://pawsplace.example.com/fees')).toEqual([
      ['Neutering for male dogs', 'Dog', 240, null],
      ['Neutering (cat)', 'Cat', 120, null],
    ]);
  });
});

describe('free services stated with a condition', () => {
  it('when a clause says a service is free under a short condition before a priced clause, then both are read', () => {
    const body = `<p>Weight checks are free with any vaccination; weight checks on their own are <b>$12</b>.</p>`;
    expect(brief(body, 'https://pawsplace.example.com/fees')).toEqual([
      ['Weight checks (With any vaccination)', 'Mixed', 0, 0],
      ['Weight checks on their own', 'Mixed', 12, 12],
    ]);
  });

  it('when something that is no veterinary service is said to be free, then nothing is read', () => {
    const body = `<p>Parking is free behind the clinic; microchipping is <b>$40</b>.</p>`;
    expect(brief(body, 'https://pawsplace.example.com/fees')).toEqual([
      ['Microchipping', 'Mixed', 40, 40],
    ]);
  });
});
