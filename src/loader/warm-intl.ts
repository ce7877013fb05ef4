let warmed = false;

/**
 * The first `Intl.DateTimeFormat` of a page loads the browser's date and time-zone data: 20 to 40 ms on a slow
 * machine, which would otherwise land inside the first render of the hours, reviews or events widget. Done once, in
 * its own task, while the widget code is still downloading and the main thread has nothing else to do.
 */
export function warmDateFormatting(): void {
  if (warmed) return;
  warmed = true;
  setTimeout(() => {
    try {
      new Intl.DateTimeFormat('en', { timeZone: 'UTC', hour: 'numeric' }).format(0);
    } catch {
      // Nothing to warm: the widgets report their own Intl problems.
    }
  }, 0);
}
