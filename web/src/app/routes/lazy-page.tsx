import { useEffect, useState, type ComponentType } from 'react';
import { LoadingScreen } from '../layout/Layout';

type PageModule = { default: ComponentType };

/**
 * A screen in its own chunk, so the home page downloads only what it shows. A screen whose chunk
 * is already there when it mounts (the first screen: the app waits for it) renders at once, so
 * the page the HTML already shows is not replaced by a loading screen for a render.
 */
export function lazyPage(load: () => Promise<PageModule>) {
  let loaded: PageModule | null = null;
  let loading: Promise<PageModule> | null = null;
  const preload = () =>
    (loading ??= load().then((module) => {
      loaded = module;
      return module;
    }));
  function Page() {
    const [module, setModule] = useState(() => loaded);
    useEffect(() => {
      if (module) return;
      let live = true;
      preload().then(
        (ready) => live && setModule(ready),
        // A chunk that fails to load fails the render, as a lazy component's would.
        (error: unknown) =>
          live &&
          setModule(() => {
            throw error;
          }),
      );
      return () => {
        live = false;
      };
    }, [module]);
    return module ? <module.default /> : <LoadingScreen />;
  }
  return Object.assign(Page, { preload });
}
