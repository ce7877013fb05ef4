/**
 * A failed call as spec §7 reports it. Apart from services/http (the JSON calls of the search screen), so the
 * location page's widgets that report their own calls (header and footer, link checker) do not load that code.
 */

/** How much of a failed response goes into the report (spec §9). */
export const RESPONSE_EXCERPT_LENGTH = 100;

export interface FailureReport {
  requestType: string;
  url: string;
  data: string | null;
  status: number;
  errorText: string;
  responseText: string;
}

/** Request type, url (access tokens left out), data, status, error text and the first 100 characters of the answer. */
export function failedCall(requestType: string, url: string, status: number, errorText: string, responseText = ''): Record<string, unknown> & FailureReport {
  return { requestType, url: redact(url), data: null, status, errorText, responseText: responseText.slice(0, RESPONSE_EXCERPT_LENGTH) };
}

/**
 * Access tokens stay out of monitoring: in the address's own query, and in an address carried encoded in it (the
 * target of a proxied call, `?url=https%3A%2F%2F…%3Faccess_token%3D…`); so do the credentials of its authority.
 */
// A name may carry a prefix ending in - or _ (`X-Amz-Signature`, `X-Amz-Credential`, `x-api-key`, `public_key`): a
// signed address's signature and credential are as secret as a token.
const SECRETS = '(?:[\\w.-]*[-_])?(?:(?:access|id|refresh)_token|client_id|client_secret|api_?key|key|token|secret|password|signature|credential|sig)';
const IN_QUERY = new RegExp(`([?&#]${SECRETS}=)[^&#]*`, 'gi');
const IN_ENCODED = new RegExp(`((?:%3F|%26|%23)${SECRETS}%3D)(?:(?!%26|%23)[^&#])*`, 'gi');

/** A user name and password in the address (`https://user:secret@host/`), and in an address carried encoded in it. */
const CREDENTIALS = /^([a-z][a-z\d+.-]*:\/\/)[^/?#]*@/i;
const ENCODED_CREDENTIALS = /(%3A%2F%2F)(?:(?!%2F|%3F|%23)[^&#/?])*%40/gi;

export function redact(url: string): string {
  return url
    .replace(CREDENTIALS, '$1[redacted]@')
    .replace(ENCODED_CREDENTIALS, '$1[redacted]%40')
    .replace(IN_QUERY, '$1[redacted]')
    .replace(IN_ENCODED, '$1[redacted]');
}
