/**
 * Fills `{name}` placeholders of a visible-text template ('Based on {count} Reviews'). Unknown placeholders stay as
 * they are, so a translation with a typo shows the typo instead of losing text.
 *
 * @example
 * fillTemplate('reviews {from} - {to}', { from: 1, to: 4 }); // 'reviews 1 - 4'
 */
export function fillTemplate(template: string, values: Readonly<Record<string, string | number>>): string {
  return template.replace(/\{(\w+)\}/g, (match, name: string) =>
    Object.prototype.hasOwnProperty.call(values, name) ? String(values[name]) : match,
  );
}

/**
 * Splits a template around one placeholder, for a view that renders that part as an element of its own
 * ('Displaying {range} out of …' with the range in a span). Without the placeholder, `after` is empty.
 */
export function splitTemplate(template: string, name: string): { before: string; after: string; found: boolean } {
  const marker = `{${name}}`;
  const at = template.indexOf(marker);
  if (at < 0) return { before: template, after: '', found: false };
  return { before: template.slice(0, at), after: template.slice(at + marker.length), found: true };
}
