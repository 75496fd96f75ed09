import { useSearchParams } from './router';

/**
 * The open tab of a page, kept in `?tab=` so a reload or a shared link opens the same tab. An
 * unknown value opens the fallback, and the fallback tab leaves the address without `?tab`.
 */
export function useTabParam<K extends string>(
  tabs: readonly { key: K }[],
  fallback: K,
): [K, (key: K) => void] {
  const [params, setParams] = useSearchParams();
  const requested = params.get('tab');
  const tab = tabs.find((t) => t.key === requested)?.key ?? fallback;
  const setTab = (key: K) => setParams(key === fallback ? {} : { tab: key }, { replace: true });
  return [tab, setTab];
}
