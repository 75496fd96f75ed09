/**
 * The server's HTML shows a page's forms before the app's code has run, and the app's first
 * render replaces that HTML. What a visitor typed in the meantime, and where the keyboard focus
 * was, would be lost with it: a sign-in form would empty itself under the visitor's fingers. This
 * carries both over: each field the visitor changed gets its value again, set as if typed so the
 * form's state has it, and the focus goes back to the same field or link.
 */
type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

const FIELDS = 'input,textarea,select';
const FOCUSABLE = 'a[href],button,input,select,textarea,[tabindex]';
/** How long the rendered page may take to show the fields it replaced. */
const WAIT_MS = 5000;

const isCheck = (field: Field): field is HTMLInputElement =>
  field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio');

function changed(field: Field): boolean {
  if (isCheck(field)) return field.checked !== field.defaultChecked;
  if (field instanceof HTMLSelectElement) {
    return [...field.options].some((option) => option.selected !== option.defaultSelected);
  }
  return field.value !== field.defaultValue;
}

/**
 * The same element in the rendered page: by name (ids are made afresh by each render), then by
 * id, then by its place among the page's elements of that kind.
 */
function counterpart(old: Element, oldScope: Element, scope: Element, selector: string) {
  const name = old.getAttribute('name');
  const tag = old.tagName;
  const same = (el: Element | null) => (el && el.tagName === tag ? el : null);
  if (name) return same(scope.querySelector(`${tag}[name="${CSS.escape(name)}"]`));
  if (old.id) return same(scope.querySelector(`#${CSS.escape(old.id)}`));
  const index = [...oldScope.querySelectorAll(selector)].indexOf(old);
  return same(scope.querySelectorAll(selector)[index] ?? null);
}

/** Sets a field as typing would, so React's change handler sees the new value. */
function retype(field: Field, from: Field): void {
  if (isCheck(field) && isCheck(from)) {
    if (field.checked !== from.checked) field.click();
    return;
  }
  const setter = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value')?.set;
  setter?.call(field, from.value);
  field.dispatchEvent(
    new Event(field instanceof HTMLSelectElement ? 'change' : 'input', { bubbles: true }),
  );
}

/** Puts everything typed into `served` (and its focus) into the page rendered in `root`. */
export function replayInto(root: Element, served: Element, focused: Element | null): boolean {
  const typed = [...served.querySelectorAll<Field>(FIELDS)].filter(changed);
  const pairs = typed.map((old) => [old, counterpart(old, served, root, FIELDS)] as const);
  const target =
    focused && served.contains(focused) ? counterpart(focused, served, root, FOCUSABLE) : null;
  // Until the rendered page shows every field (a screen may first show its loading state).
  if (pairs.some(([, now]) => !now) || (focused && served.contains(focused) && !target))
    return false;
  for (const [old, now] of pairs) retype(now as Field, old);
  if (target instanceof HTMLElement) {
    target.focus();
    if (focused instanceof HTMLInputElement && target instanceof HTMLInputElement) {
      try {
        target.setSelectionRange(focused.selectionStart, focused.selectionEnd);
      } catch {
        // Inputs such as email and number have no selection to restore.
      }
    }
  }
  return true;
}

let watching: Element | null = null;
let lastFocused: Element | null = null;

/**
 * Called (from boot) when the visitor focuses something in the server's HTML: remembers the
 * focus and, once, waits for the first render to replace `served`, then replays into it.
 */
export function carryOver(root: Element, served: Element, focused: EventTarget | null): void {
  if (focused instanceof Element) lastFocused = focused;
  if (watching === served) return;
  watching = served;
  const started = Date.now();
  const attempt = () => {
    if (served.isConnected) return false;
    return replayInto(root, served, lastFocused) || Date.now() - started > WAIT_MS;
  };
  if (attempt()) return;
  const observer = new MutationObserver(() => {
    if (attempt()) observer.disconnect();
  });
  observer.observe(root, { childList: true, subtree: true });
  setTimeout(() => observer.disconnect(), WAIT_MS);
}

/**
 * For HTML the app adopted (hydrated) rather than replaced: the fields and the focus are still the
 * visitor's, but React's state does not know what was typed before it ran. Each changed field is
 * typed again so its change handler sees the value.
 */
export function keepTyped(root: Element): void {
  // Read first: the render after the first field's change sets the others back to the state.
  const typed = [...root.querySelectorAll<Field>(FIELDS)]
    .filter(changed)
    .map((field) => ({ field, value: field.value, checked: isCheck(field) && field.checked }));
  for (const { field, value, checked } of typed) {
    if (isCheck(field)) {
      // React compares with what it last saw: set the opposite through the element, then click.
      field.checked = !checked;
      field.click();
    } else if (field instanceof HTMLSelectElement) {
      field.dispatchEvent(new Event('change', { bubbles: true }));
    } else {
      const focused = document.activeElement === field && field instanceof HTMLInputElement;
      const [start, end] = focused ? [field.selectionStart, field.selectionEnd] : [null, null];
      // Through the element's own setter, which React watches, then as typing sets it.
      field.value = field.defaultValue;
      const setter = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value')?.set;
      setter?.call(field, value);
      field.dispatchEvent(new Event('input', { bubbles: true }));
      try {
        if (focused) field.setSelectionRange(start, end);
      } catch {
        // Inputs such as email and number have no selection to restore.
      }
    }
  }
}
