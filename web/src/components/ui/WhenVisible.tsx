import { useEffect, useRef, useState, type ReactNode } from 'react';

const DWELL_MS = 300;

/**
 * Renders its children only once its box comes near the screen: a map below the fold then costs
 * a phone neither its code (Leaflet) nor its tiles until the visitor scrolls to it. The box keeps
 * its size meanwhile (the parent sets the height), so nothing moves when the map arrives.
 */
export function WhenVisible({
  children,
  margin = '300px',
}: {
  children: ReactNode;
  /** How far outside the screen loading starts. */
  margin?: string;
}) {
  const box = useRef<HTMLDivElement>(null);
  // Without IntersectionObserver (old browsers, jsdom) everything renders at once; a server
  // render leaves the box empty, as the browser's first render does.
  const [visible, setVisible] = useState(
    () => typeof window !== 'undefined' && typeof IntersectionObserver === 'undefined',
  );
  useEffect(() => {
    if (visible || !box.current) return;
    // Near the screen for a moment, not in passing: while a page's data arrives, the cards above
    // grow and the box sweeps past the screen edge for a few milliseconds.
    let timer: ReturnType<typeof setTimeout> | undefined;
    const observer = new IntersectionObserver(
      (entries) => {
        clearTimeout(timer);
        if (entries.some((entry) => entry.isIntersecting)) {
          timer = setTimeout(() => setVisible(true), DWELL_MS);
        }
      },
      { rootMargin: margin },
    );
    observer.observe(box.current);
    return () => {
      clearTimeout(timer);
      observer.disconnect();
    };
  }, [visible, margin]);
  return (
    <div ref={box} style={{ height: '100%' }}>
      {visible ? children : null}
    </div>
  );
}
