import { HOURS_CLASS } from './markup';

/**
 * Today's status line. The text sits in a polite live region, so a change at an opening or closing time is announced;
 * the dot is decoration (the text already says open or closed).
 */
export function OpenToday({ text, open }: { text: string; open: boolean }) {
  const state = open ? 'open' : 'closed';
  return (
    <p className={`${HOURS_CLASS.status} ${HOURS_CLASS.status}--${state}`} aria-live="polite" aria-atomic="true">
      <span className={`${HOURS_CLASS.dot} ${HOURS_CLASS.dot}--${state}`} aria-hidden="true" />
      <span className={HOURS_CLASS.statusText}>{text}</span>
    </p>
  );
}
