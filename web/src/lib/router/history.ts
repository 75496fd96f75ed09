/** Where the app is: the address's path, query and fragment, with what a navigation left there. */
export interface Location {
  pathname: string;
  search: string;
  hash: string;
  state: unknown;
  key: string;
}

/** The app's list of addresses: the browser's own, or one kept in memory (tests, the server). */
export interface History {
  readonly location: Location;
  /** How the app came to the current address: a new entry, a replaced one, or Back/Forward. */
  readonly action: 'PUSH' | 'REPLACE' | 'POP';
  push(path: string, state?: unknown): void;
  replace(path: string, state?: unknown): void;
  go(delta: number): void;
  listen(listener: (location: Location) => void): () => void;
}

// What an entry of the browser's history holds: the same shape the router used before, so an
// entry made by an older version of the app still reads.
interface EntryState {
  usr?: unknown;
  key?: string;
}

const newKey = () => Math.random().toString(36).slice(2, 10);

/** A path ("/vet/1?tab=a#b") read as a location. */
export function toLocation(path: string, state: unknown = null, key = newKey()): Location {
  const url = new URL(path, 'http://app.invalid');
  return { pathname: url.pathname, search: url.search, hash: url.hash, state, key };
}

function createHistory(
  read: () => Location,
  write: (path: string, state: unknown, replace: boolean) => void,
  go: (delta: number) => void,
) {
  const listeners = new Set<(location: Location) => void>();
  let location = read();
  let action: History['action'] = 'POP';
  const changed = (how: History['action'] = 'POP') => {
    action = how;
    location = read();
    for (const listener of listeners) listener(location);
  };
  const history: History & { changed: (how?: History['action']) => void } = {
    get location() {
      return location;
    },
    get action() {
      return action;
    },
    push: (path, state) => {
      write(path, state ?? null, false);
      changed('PUSH');
    },
    replace: (path, state) => {
      write(path, state ?? null, true);
      changed('REPLACE');
    },
    go,
    listen: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    changed,
  };
  return history;
}

/** The browser's history: pushState and replaceState, and Back and Forward through popstate. */
export function browserHistory(win: Window = window): History {
  const history = createHistory(
    () => {
      const entry = (win.history.state ?? {}) as EntryState;
      const { pathname, search, hash } = win.location;
      return { pathname, search, hash, state: entry.usr ?? null, key: entry.key ?? 'default' };
    },
    (path, state, replace) => {
      const entry: EntryState = { usr: state, key: newKey() };
      if (replace) win.history.replaceState(entry, '', path);
      else win.history.pushState(entry, '', path);
    },
    (delta) => win.history.go(delta),
  );
  win.addEventListener('popstate', () => history.changed('POP'));
  return history;
}

/** A history kept in memory, starting at the last of `entries`. */
export function memoryHistory(entries: string[] = ['/']): History {
  const stack = (entries.length ? entries : ['/']).map((path) => toLocation(path));
  let index = stack.length - 1;
  const history = createHistory(
    () => stack[index]!,
    (path, state, replace) => {
      const next = toLocation(path, state);
      if (replace) stack[index] = next;
      else stack.splice(++index, stack.length, next);
    },
    (delta) => {
      const next = Math.min(Math.max(index + delta, 0), stack.length - 1);
      if (next === index) return;
      index = next;
      history.changed();
    },
  );
  return history;
}
