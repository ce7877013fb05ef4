import { formatCalendarDate, formatDatePattern, isoDate, parseCalendarDate } from '../../src/core/review-dates';
import { useReviewsEnv } from './env';

/**
 * A review or response date: short in the list (or the CMS's dateFormatString), the long form in the title,
 * the ISO date in datetime. The parser has already checked the value, so an unreadable date shows as given.
 */
export function ReviewDate({ value }: { value: string }) {
  const { locale, dateFormat } = useReviewsEnv();
  const date = parseCalendarDate(value);
  if (!date) return <time>{value}</time>;
  const shown = dateFormat ? formatDatePattern(date, dateFormat, locale) : formatCalendarDate(date, locale, 'short');
  return (
    <time className="locator-review__date" dateTime={isoDate(date)} title={formatCalendarDate(date, locale, 'long')}>
      {shown}
    </time>
  );
}
