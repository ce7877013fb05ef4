let warmed = false;

/**
 * The first use of Intl on a page loads the browser's locale data: 30 to 80 ms on a slow machine, which would
 * otherwise land inside the first render of the hours, reviews or events widget. It is done while the widget code is
 * still downloading and the main thread has little else to do, in steps, each in a task of its own: as one call it was
 * itself a long task (up to 76 ms measured). Measured in Chromium, the cost splits this way: the likely-subtags data
 * (5 to 30 ms), the list of available locales, which every Intl service shares (15 to 50 ms), then the number and the
 * date-and-time-zone data (a few ms each).
 */
export const WARM_STEPS: readonly (() => unknown)[] = [
  () => new Intl.Locale('en').maximize(),
  () => Intl.DateTimeFormat.supportedLocalesOf('en'),
  () => new Intl.NumberFormat('en').format(1),
  () => new Intl.DateTimeFormat('en', { timeZone: 'UTC', hour: 'numeric' }).format(0),
];

export function warmDateFormatting(): void {
  if (warmed) return;
  warmed = true;
  const run = (step: number) =>
    setTimeout(() => {
      try {
        WARM_STEPS[step]!();
      } catch {
        // Nothing to warm: the widgets report their own Intl problems.
      }
      if (step + 1 < WARM_STEPS.length) run(step + 1);
    }, 0);
  run(0);
}
