import {
  useEffect,
  useId,
  useRef,
  type KeyboardEvent,
  type ReactNode,
  type RefObject,
} from 'react';

// Room kept beside the active tab when it is scrolled into view, so its neighbour peeks out.
const SCROLL_MARGIN_PX = 24;

/**
 * Marks which ends of a scrolling tab bar hide tabs (the stylesheet fades those edges), and
 * keeps the active tab in view: on a phone the bar is wider than the screen.
 */
function useScrollingTabs(
  active: string,
  tabs: RefObject<Record<string, HTMLButtonElement | null>>,
) {
  const listRef = useRef<HTMLDivElement | null>(null);
  useEffect(() => {
    const list = listRef.current;
    if (!list) return;
    const mark = () => {
      const end = list.scrollWidth - list.clientWidth;
      list.toggleAttribute('data-more-start', list.scrollLeft > 1);
      list.toggleAttribute('data-more-end', list.scrollLeft < end - 1);
    };
    mark();
    list.addEventListener('scroll', mark, { passive: true });
    const resized = typeof ResizeObserver === 'function' ? new ResizeObserver(mark) : null;
    resized?.observe(list);
    return () => {
      list.removeEventListener('scroll', mark);
      resized?.disconnect();
    };
  }, []);
  useEffect(() => {
    const list = listRef.current;
    const tab = tabs.current[active];
    if (!list || !tab) return;
    const bar = list.getBoundingClientRect();
    const box = tab.getBoundingClientRect();
    if (box.left < bar.left) list.scrollLeft -= bar.left - box.left + SCROLL_MARGIN_PX;
    else if (box.right > bar.right) list.scrollLeft += box.right - bar.right + SCROLL_MARGIN_PX;
  }, [active, tabs]);
  return listRef;
}

export interface TabItem<K extends string> {
  key: K;
  label: ReactNode;
}

interface TabsProps<K extends string> {
  label: string;
  tabs: readonly TabItem<K>[];
  active: K;
  onChange: (key: K) => void;
  children: ReactNode;
}

/** WAI-ARIA tabs: arrow keys, Home and End move between tabs; the panel follows the selected tab. */
export function Tabs<K extends string>({ label, tabs, active, onChange, children }: TabsProps<K>) {
  const baseId = useId();
  const refs = useRef<Record<string, HTMLButtonElement | null>>({});
  const listRef = useScrollingTabs(active, refs);
  const move = (event: KeyboardEvent, index: number) => {
    let next = -1;
    if (event.key === 'ArrowRight') next = (index + 1) % tabs.length;
    else if (event.key === 'ArrowLeft') next = (index - 1 + tabs.length) % tabs.length;
    else if (event.key === 'Home') next = 0;
    else if (event.key === 'End') next = tabs.length - 1;
    if (next < 0) return;
    event.preventDefault();
    const tab = tabs[next]!;
    onChange(tab.key);
    refs.current[tab.key]?.focus();
  };
  return (
    <div className="tabs">
      <div className="tabs__list" role="tablist" aria-label={label} ref={listRef}>
        {tabs.map((tab, index) => (
          <button
            key={tab.key}
            ref={(el) => {
              refs.current[tab.key] = el;
            }}
            type="button"
            role="tab"
            id={`${baseId}-tab-${tab.key}`}
            aria-selected={tab.key === active}
            aria-controls={`${baseId}-panel`}
            tabIndex={tab.key === active ? 0 : -1}
            className={`tabs__tab${tab.key === active ? ' is-active' : ''}`}
            onClick={() => onChange(tab.key)}
            onKeyDown={(e) => move(e, index)}
          >
            {tab.label}
          </button>
        ))}
      </div>
      <div
        role="tabpanel"
        id={`${baseId}-panel`}
        aria-labelledby={`${baseId}-tab-${active}`}
        className="tabs__panel"
        tabIndex={0}
      >
        {children}
      </div>
    </div>
  );
}
