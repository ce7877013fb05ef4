/** A tiny HTML template tag: interpolated values are escaped unless wrapped in `raw()`. */
export class Raw {
  constructor(readonly value: string) {}
  toString(): string {
    return this.value;
  }
}

export const raw = (value: string): Raw => new Raw(value);

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
}

type Value = string | number | boolean | null | undefined | Raw | Value[];

function render(value: Value): string {
  if (value === null || value === undefined || value === false) return '';
  if (value instanceof Raw) return value.value;
  if (Array.isArray(value)) return value.map(render).join('');
  return escapeHtml(String(value));
}

export function html(strings: TemplateStringsArray, ...values: Value[]): Raw {
  let out = strings[0] ?? '';
  values.forEach((value, i) => (out += render(value) + (strings[i + 1] ?? '')));
  return new Raw(out);
}

/** JSON for a <script type="application/json"> block: `<` is escaped so text cannot close the script element. */
export function jsonBlock(value: unknown): Raw {
  return raw(JSON.stringify(value).replace(/</g, '\\u003c'));
}
