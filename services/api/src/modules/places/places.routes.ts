import { Router } from 'express';
import { placeSuggestQuerySchema, type PlaceSuggestResponse } from '@petvet/shared';
import { suggestPlaces, type Place } from '@petvet/shared/server';
import type { AppDeps } from '../../deps';
import { parseInput } from '../../lib/validate';

/** The gazetteer changes only with a release: a day in any cache is safe. */
const SUGGEST_CACHE = 'public, max-age=86400';

/** A gazetteer place as the contract states it. */
export function statedPlace(place: Place): PlaceSuggestResponse['suggestions'][number] {
  return {
    label: place.label,
    lat: place.lat,
    lng: place.lng,
    country: place.country,
    countryName: place.countryName ?? '',
    kind: place.kind ?? (place.source === 'city' ? 'city' : 'postcode'),
  };
}

/** Places as you type, from the offline gazetteer: public, no login. */
export function placesRoutes(deps: AppDeps): Router {
  void deps;
  const router = Router();
  router.get('/places/suggest', (req, res) => {
    const { q, limit } = parseInput(placeSuggestQuerySchema, req.query);
    const answer: PlaceSuggestResponse = { suggestions: suggestPlaces(q, limit).map(statedPlace) };
    res.setHeader('cache-control', SUGGEST_CACHE);
    res.json(answer);
  });
  return router;
}
