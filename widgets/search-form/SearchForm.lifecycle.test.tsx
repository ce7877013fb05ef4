import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

vi.mock('../../src/services/report', () => ({ reportError: vi.fn() }));
const { mountWidget } = await import('../../src/loader/runtime/mount');
const { default: searchForm } = await import('./index');

function page() {
  document.body.innerHTML = `
    <div data-locator="search-form" id="search">
      <form action="/search" method="get" data-locator-country="United States">
        <label for="q">City</label>
        <input id="q" name="q" type="search" value="Boston">
        <button type="submit">Search</button>
      </form>
    </div>`;
  const host = document.getElementById('search')!;
  let handle = null as ReturnType<typeof mountWidget>;
  act(() => void (handle = mountWidget(host, 'search-form', searchForm, { emit: vi.fn(), onFailed: vi.fn() })));
  return { handle: handle!, input: document.querySelector('input')!, button: document.querySelector('button')!, form: document.querySelector('form')! };
}

beforeEach(() => void ((globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true));
afterEach(() => void (document.body.innerHTML = ''));

describe('search-form lifecycle', () => {
  it('intercepts the submit: the country is appended and the search button disabled', () => {
    const { form, input, button } = page();
    const event = new Event('submit', { cancelable: true });
    form.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(false);
    expect(input.value).toBe('Boston, United States');
    expect(button.disabled).toBe(true);
  });

  it('a page restored from the back-forward cache gets its form back', () => {
    const { form, input, button } = page();
    form.dispatchEvent(new Event('submit', { cancelable: true }));
    act(() => void window.dispatchEvent(Object.assign(new Event('pageshow'), { persisted: true })));
    expect(input.value).toBe('Boston');
    expect(button.disabled).toBe(false);
  });

  it('unmounting gives the form back as the server rendered it and stops intercepting', () => {
    const { handle, form, input, button } = page();
    form.dispatchEvent(new Event('submit', { cancelable: true }));
    act(() => handle.unmount());
    expect(input.value).toBe('Boston');
    expect(button.disabled).toBe(false);
    expect(input).not.toHaveAttribute('role');
    expect(input).not.toHaveAttribute('aria-expanded');
    expect(input).not.toHaveAttribute('autocomplete');
    expect(document.querySelector('[role="listbox"]')).toBeNull();
    form.dispatchEvent(new Event('submit', { cancelable: true }));
    expect(input.value).toBe('Boston');
  });
});
