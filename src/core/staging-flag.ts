/**
 * Whether a page block's `isStaging` says staging. Templates write it as JSON true, and also as "true" or 1: those
 * mean staging too, so a staging page's clicks and errors never count as production's.
 */
export function isStagingFlag(value: unknown): boolean {
  return value === true || value === 1 || (typeof value === 'string' && /^(true|1)$/i.test(value.trim()));
}
