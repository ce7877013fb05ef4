import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

vi.mock('../../src/services/report', () => ({ reportError: vi.fn() }));
const { mountWidget } = await import('../../src/loader/runtime/mount');
const { default: phone } = await import('./index');

const env = () => ({ emit: vi.fn(), onFailed: vi.fn() });
const mount = (element: HTMLElement) => {
  let handle: ReturnType<typeof mountWidget> = null;
  act(() => {
    handle = mountWidget(element, 'phone', phone, env());
  });
  return handle!;
};

beforeEach(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
});
afterEach(() => {
  document.body.innerHTML = '';
});

describe('phone widget', () => {
  it('renders a tel: link with the number formatted in a host that is no link', () => {
    document.body.innerHTML = '<p>Call <span data-locator="phone" id="p">212.555.0142</span></p>';
    const handle = mount(document.getElementById('p')!);
    const links = document.querySelectorAll('a');
    expect(links).toHaveLength(1);
    expect(links[0]).toHaveAttribute('href', 'tel:2125550142');
    expect(links[0]).toHaveAttribute('data-locator-track', 'phone');
    expect(links[0]).toHaveTextContent('(212) 555-0142');
    act(() => handle.unmount());
  });

  it('a host that is itself a link stays the one link: its address and text are set, and put back on unmount', () => {
    document.body.innerHTML = '<p><a data-locator="phone" id="p" href="tel:212.555.0142" data-track="call">212.555.0142 TTY</a></p>';
    const host = document.getElementById('p')!;
    const handle = mount(host);
    expect(document.querySelectorAll('a')).toHaveLength(1);
    expect(host).toHaveAttribute('href', 'tel:2125550142');
    expect(host).toHaveAttribute('data-locator-track', 'call');
    expect(host).toHaveTextContent('(212) 555-0142 TTY');
    act(() => handle.unmount());
    expect(host).toHaveAttribute('href', 'tel:212.555.0142');
    expect(host).not.toHaveAttribute('data-locator-track');
    expect(host.innerHTML).toBe('212.555.0142 TTY');
  });
});
