import { displayPhone, phoneHref } from '../../src/core/phone';
import type { WidgetProps } from '../../src/loader/types';
import type { PhoneConfig } from './config';

/** A formatted, callable phone number: `(212) 555-0100` as a tel: link; a number of another length as written. */
export function PhoneLink({ config, context }: WidgetProps<PhoneConfig>) {
  const raw = config.raw ?? context.server.textContent?.trim() ?? '';
  if (!/\d/.test(raw.normalize('NFKC'))) throw new Error('no phone number in the markup or data-phone');
  return (
    <a className="locator-phone" href={phoneHref(raw)} data-locator-track={config.track}>
      {displayPhone(raw)}
    </a>
  );
}
