import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LocateSpinner } from './LocateSpinner';

afterEach(() => void (document.body.innerHTML = ''));

describe('LocateSpinner', () => {
  it('takes the focus to Cancel, and gives it to returnTo when the lookup started from nowhere, on close and on unmount', () => {
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
    document.body.innerHTML = '<button id="geo">Use my location</button><div id="root"></div>';
    const geo = document.getElementById('geo')!;
    const root = createRoot(document.getElementById('root')!);
    const render = (active: boolean) => act(() => root.render(<LocateSpinner active={active} text="Finding your location…" cancelText="Cancel" onCancel={vi.fn()} returnTo={geo} />));
    render(true);
    const dialog = document.querySelector('dialog')!;
    expect(dialog.hasAttribute('open')).toBe(true);
    expect(document.activeElement?.textContent).toBe('Cancel');
    render(false);
    expect(document.querySelector('dialog')).toBeNull();
    expect(document.activeElement).toBe(geo);
    geo.blur();
    render(true);
    act(() => root.unmount());
    expect(document.activeElement).toBe(geo);
  });
});
