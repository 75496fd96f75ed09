import { useEffect, useRef, useState, type ReactNode } from 'react';

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
  // Without IntersectionObserver (old browsers, jsdom) everything renders at once.
  const [visible, setVisible] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    if (visible || !box.current) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setVisible(true);
      },
      { rootMargin: margin },
    );
    observer.observe(box.current);
    return () => observer.disconnect();
  }, [visible, margin]);
  return (
    <div ref={box} style={{ height: '100%' }}>
      {visible ? children : null}
    </div>
  );
}
