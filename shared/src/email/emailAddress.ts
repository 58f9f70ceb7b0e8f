// The one rule for an e-mail address, used by the API's schemas and the browser's forms alike: a local part of
// letters, digits and . _ + - (no ?, &, %, #, quotes or spaces, which a `mailto:` link or a mail header would read as
// syntax), an @, and a domain of dot-separated labels ending in a top-level name of letters (IDNs in punycode).
// No TypeBox here: pages import it (the schemas build their field from EMAIL_PATTERN).

export const EMAIL_PATTERN =
  '^[A-Za-z0-9._+-]{1,64}@(?=.{1,253}$)[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)*\\.(?:[A-Za-z]{2,63}|xn--[A-Za-z0-9-]{1,59})$';

export const EMAIL_PATTERN_MEANING = 'must be an e-mail address such as name@example.com (letters, digits and . _ + - before the @)';

const EMAIL_REGEXP = new RegExp(EMAIL_PATTERN);

/** The address as typed (surrounding white space aside) follows the rule. */
export const isEmailAddress = (value: string): boolean => EMAIL_REGEXP.test(value.trim());

/**
 * A `mailto:` URL that opens a message to exactly this address, whatever it holds: each part is percent-encoded, so
 * an address stored before the rule (or typed by an operator) cannot add `?bcc=` or other fields.
 */
export function mailtoHref(address: string, fields: { subject?: string } = {}): string {
  const at = address.lastIndexOf('@');
  const encoded = at < 0 ? encodeURIComponent(address) : `${encodeURIComponent(address.slice(0, at))}@${encodeURIComponent(address.slice(at + 1))}`;
  const query = fields.subject === undefined ? '' : `?subject=${encodeURIComponent(fields.subject)}`;
  return `mailto:${encoded}${query}`;
}
