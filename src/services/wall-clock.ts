/**
 * The longest single wait. A timer's delay is not measured on the wall clock: it stands still while the computer
 * sleeps (a visible tab gets no event on waking) and is slowed in a hidden tab, so one long wait could keep "Open until
 * 19:00" on screen into the night, or an ended event shown. Waits are made in steps of at most a minute, each reading
 * the clock. (setTimeout also fires at once for delays above 2^31-1 ms.)
 */
export const MAX_WAIT_MS = 60_000;

/** Runs `run` once the wall clock reaches `at` (epoch ms), in a task of its own. Returns the cancel. */
export function atWallTime(at: number, run: () => void): () => void {
  let timer: ReturnType<typeof setTimeout>;
  const wait = () => {
    const left = at - Date.now();
    if (left <= 0) run();
    else timer = setTimeout(wait, Math.min(left, MAX_WAIT_MS));
  };
  timer = setTimeout(wait, Math.max(0, Math.min(at - Date.now(), MAX_WAIT_MS)));
  return () => clearTimeout(timer);
}

/** The visitor's own IANA zone, as the browser reports it. */
export function visitorTimeZone(): string {
  return new Intl.DateTimeFormat().resolvedOptions().timeZone;
}
