import type { WidgetProps } from '../../src/loader/types';
import type { EventsConfig } from './config';
import { useEventExpiry } from './useEventExpiry';

/**
 * The events list (spec §2, §4): the server-rendered events stay the content; ended ones are taken out, the block
 * disappears when none remains. Event titles are never read or re-rendered, so they stay the server's escaped text.
 */
export function Events({ config, context }: WidgetProps<EventsConfig>) {
  useEventExpiry(context, config);
  return null;
}
