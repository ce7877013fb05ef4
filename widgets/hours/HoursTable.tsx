import type { HoursRow } from '../../src/core/hours';
import type { HoursStrings } from '../../src/i18n/hours';
import { HOURS_CLASS, rowClass, VISUALLY_HIDDEN } from './markup';

interface Props {
  rows: HoursRow[];
  texts: Pick<HoursStrings, 'caption' | 'today' | 'holiday'>;
  /** The server table's classes, kept so the host theme styles this table exactly as it styled that one. */
  className: string;
  describedBy?: string;
}

/** The hours table: one row per day or merged range, today's row marked, holiday rows flagged. */
export function HoursTable({ rows, texts, className, describedBy }: Props) {
  return (
    <table className={className} aria-describedby={describedBy}>
      <caption>{texts.caption}</caption>
      <tbody>
        {rows.map((row) => (
          <tr key={row.key} className={rowClass(row)}>
            <th scope="row">
              {row.label}
              {row.today && <span style={VISUALLY_HIDDEN}> {texts.today}</span>}
              {row.holiday && (
                <>
                  {' '}
                  <span className={HOURS_CLASS.holiday}>{texts.holiday}</span>
                </>
              )}
            </th>
            <td>{row.hours}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
