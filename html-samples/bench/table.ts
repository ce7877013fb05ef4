export type Row = [string, string, string, string];

/** A plain-text table: what, measured, budget, verdict. */
export function printTable(title: string, rows: Row[]): void {
  const header: Row = ['what', 'measured', 'budget', 'verdict'];
  const all = [header, ...rows];
  const widths = header.map((_, i) => Math.max(...all.map((row) => row[i]!.length)));
  const line = (row: Row) => row.map((cell, i) => cell.padEnd(widths[i]!)).join('  ');
  console.log(`\n${title}\n${line(header)}\n${widths.map((w) => '-'.repeat(w)).join('  ')}`);
  for (const row of rows) console.log(line(row));
}

export const kib = (bytes: number) => `${(bytes / 1024).toFixed(2)} KiB`;
export const ms = (value: number) => `${value.toFixed(1)} ms`;
export const verdict = (ok: boolean) => (ok ? 'within' : 'OVER');

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}
