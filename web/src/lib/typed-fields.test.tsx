import { act, useState } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { carryOver, keepTyped, replayInto } from './typed-fields';

// What the server sends for a sign-in page: a form with empty fields and a link after it.
const SERVED = `<div><form><input name="email" type="email" value="">
  <input name="password" type="password" value=""><label><input type="checkbox"> Remember</label>
  <button type="submit">Sign in</button></form><a href="/forgot-password">Forgot password?</a></div>`;

function SignInForm({ loading = false }: { loading?: boolean }) {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [remember, setRemember] = useState(false);
  if (loading) return <p>Loading…</p>;
  return (
    <div>
      <form>
        <input name="email" type="email" value={email} onChange={(e) => setEmail(e.target.value)} />
        <input
          name="password"
          type="password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
        />
        <label>
          <input
            type="checkbox"
            checked={remember}
            onChange={(e) => setRemember(e.target.checked)}
          />{' '}
          Remember
        </label>
        <button type="submit">Sign in</button>
      </form>
      <a href="/forgot-password">Forgot password?</a>
      <output>{`${email}|${password}|${String(remember)}`}</output>
    </div>
  );
}

let root: HTMLElement;
let react: Root | null = null;

beforeAll(() => {
  // These tests drive React themselves, as boot does, so they tell React it runs under act().
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
});

function serve(): HTMLElement {
  root = document.createElement('div');
  root.innerHTML = SERVED;
  document.body.append(root);
  return root.firstElementChild as HTMLElement;
}

const typeInto = (field: HTMLInputElement, text: string) => {
  field.focus();
  field.value = text;
};

afterEach(() => {
  act(() => react?.unmount());
  react = null;
  root.remove();
});

describe('what a visitor typed before the app rendered', () => {
  it('when a visitor typed into the served sign-in form, then the rendered form holds it, in its state, with the focus where it was', async () => {
    const served = serve();
    typeInto(served.querySelector('input[name=email]')!, 'owner@petvet.test');
    typeInto(served.querySelector('input[name=password]')!, 'petowner123');
    served.querySelector<HTMLInputElement>('input[type=checkbox]')!.checked = true;
    const password = served.querySelector<HTMLInputElement>('input[name=password]')!;
    carryOver(root, served, password);
    await act(async () => {
      root.replaceChildren();
      react = createRoot(root);
      react.render(<SignInForm />);
      // The replay runs as the page's mutations are observed, just after React's commit.
      await new Promise((resolve) => setTimeout(resolve, 20));
    });
    await expect
      .poll(() => root.querySelector('output')?.textContent)
      .toBe('owner@petvet.test|petowner123|true');
    expect(document.activeElement).toBe(root.querySelector('input[name=password]'));
    expect(document.activeElement).not.toBe(password);
  });

  it('when the rendered page first shows its loading state, then what was typed goes in once the fields appear', async () => {
    const served = serve();
    root.replaceChildren();
    typeInto(served.querySelector('input[name=email]')!, 'late@petvet.test');
    react = createRoot(root);
    act(() => react!.render(<SignInForm loading />));
    expect(replayInto(root, served, null)).toBe(false);
    act(() => react!.render(<SignInForm />));
    act(() => expect(replayInto(root, served, null)).toBe(true));
    await expect
      .poll(() => root.querySelector('output')?.textContent)
      .toBe('late@petvet.test||false');
  });

  it('when nothing was typed and a link had the focus, then no field is touched and the same link gets the focus', () => {
    const served = serve();
    root.replaceChildren();
    react = createRoot(root);
    act(() => react!.render(<SignInForm />));
    expect(replayInto(root, served, served.querySelector('a'))).toBe(true);
    expect(root.querySelector('output')?.textContent).toBe('||false');
    expect(document.activeElement).toBe(root.querySelector('a'));
  });
});

describe('typed text in HTML the app adopts', () => {
  it('when a visitor typed and ticked before the app adopted the form, then the form’s state has it and the focus stays', async () => {
    const box = document.createElement('div');
    box.innerHTML = renderToString(<SignInForm />);
    document.body.append(box);
    const email = box.querySelector<HTMLInputElement>('input[name="email"]')!;
    typeInto(email, 'ada@example.test');
    box.querySelector<HTMLInputElement>('input[type="checkbox"]')!.checked = true;
    let adopted: Root | null = null;
    await act(async () => {
      adopted = hydrateRoot(box, <SignInForm />);
    });
    // Adopted as it is: the field still shows the text, but the state does not know it yet.
    expect(email.value).toBe('ada@example.test');
    expect(box.querySelector('output')?.textContent).toBe('||false');
    await act(async () => keepTyped(box));
    expect(box.querySelector('output')?.textContent).toBe('ada@example.test||true');
    expect(document.activeElement).toBe(email);
    act(() => adopted!.unmount());
    box.remove();
  });
});
