import type { ResolvedPlace } from '@petvet/shared';
import { useEffect, useState } from 'react';
import { getApiBaseUrl } from '../../lib/api-base';

/** Typing pauses this long before the places are asked: one request per pause, not per key. */
export const SUGGEST_DEBOUNCE_MS = 200;
export const SUGGEST_LIMIT = 6;

const answerSchema = () =>
  import('./place-suggest-answer').then((contract) => contract.placeSuggestResponseSchema);

/**
 * Places whose names start with what is typed. A newer text aborts the request still under way,
 * so an old answer never replaces a newer one; a failed read suggests nothing (typing still works).
 */
export function usePlaceSuggestions(text: string, enabled: boolean): ResolvedPlace[] {
  const [answer, setAnswer] = useState<{ text: string; places: ResolvedPlace[] }>({
    text: '',
    places: [],
  });
  const q = text.trim();
  useEffect(() => {
    if (!enabled || q.length < 2) return;
    const controller = new AbortController();
    const timer = window.setTimeout(() => {
      const url = `${getApiBaseUrl()}/places/suggest?${new URLSearchParams({ q, limit: String(SUGGEST_LIMIT) })}`;
      const read = fetch(url, { signal: controller.signal }).then((response) =>
        response.ok ? (response.json() as Promise<unknown>) : null,
      );
      Promise.all([read, answerSchema()])
        .then(([body, schema]) => {
          const parsed = schema.safeParse(body);
          setAnswer({ text: q, places: parsed.success ? parsed.data.suggestions : [] });
        })
        .catch(() => undefined);
    }, SUGGEST_DEBOUNCE_MS);
    return () => {
      window.clearTimeout(timer);
      controller.abort();
    };
  }, [q, enabled]);
  return enabled && q.length >= 2 && answer.text === q ? answer.places : [];
}
