import { useLayoutEffect } from 'react';
import { displayPhone, phoneHref } from '../../src/core/phone';
import { setOrRemoveAttribute } from '../../src/loader/runtime/attributes';
import type { WidgetProps } from '../../src/loader/types';
import type { PhoneConfig } from './config';

/**
 * A formatted, callable phone number: `(212) 555-0100` as a tel: link; a number of another length as written. A host
 * that is itself a link (`<a href="tel:…" data-locator="phone">`, callable without scripts) is that link: the widget
 * sets its address and shows the number in it, rather than a link inside a link (two Tab stops for one number).
 */
export function PhoneLink({ config, context }: WidgetProps<PhoneConfig>) {
  const raw = config.raw ?? context.server.textContent?.trim() ?? '';
  if (!/\d/.test(raw.normalize('NFKC'))) throw new Error('no phone number in the markup or data-phone');
  const href = phoneHref(raw);
  const host = context.element;
  const hostIsLink = host instanceof HTMLAnchorElement;
  useLayoutEffect(() => {
    if (!hostIsLink) return;
    const before = { href: host.getAttribute('href'), track: host.getAttribute('data-locator-track') };
    host.setAttribute('href', href);
    host.setAttribute('data-locator-track', config.track);
    return () => {
      setOrRemoveAttribute(host, 'href', before.href);
      setOrRemoveAttribute(host, 'data-locator-track', before.track);
    };
  }, [host, hostIsLink, href, config.track]);
  if (hostIsLink) return <>{displayPhone(raw)}</>;
  return (
    <a className="locator-phone" href={href} data-locator-track={config.track}>
      {displayPhone(raw)}
    </a>
  );
}
