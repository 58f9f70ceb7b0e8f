// Small TypeBox helpers the request and response schemas are built with.
import { Type, type TSchema } from 'typebox';
import { EMAIL_PATTERN, EMAIL_PATTERN_MEANING } from '../email/emailAddress';

export const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);

/** The 404 of the order routes, which also carry `success: false` (SPEC §7). */
export const NotFoundBodySchema = Type.Object({ success: Type.Boolean(), message: Type.String() });

/** PostgreSQL cannot store U+0000 in text: such input is refused at the edge, naming the field, never stored. */
const WITHOUT_NUL = '^[^\\u0000]*$';
/** As WITHOUT_NUL, and at least one character that is not white space. */
const NOT_BLANK_WITHOUT_NUL = '^(?=[\\s\\S]*\\S)[^\\u0000]*$';

const STORABLE_DATE_TIME = '^(?!0000)\\d{4}-\\d{2}-\\d{2}[Tt ](?:[01]\\d|2[0-3]):[0-5]\\d:[0-5]\\d(?:\\.\\d+)?(?:[Zz]|[+-]\\d{2}:\\d{2})$';

/** Query-string values (text): a page number or size, an amount, a list of product ids. */
export const WHOLE_NUMBER = '^[1-9][0-9]{0,5}$';
export const AMOUNT = '^[0-9]{1,9}(\\.[0-9]{1,2})?$';
export const ID_LIST = '^[1-9][0-9]{0,9}(,[1-9][0-9]{0,9})*$';

/** What each of these patterns means, for the API's validation message (api/src/http/validationMessage.ts). */
export const PATTERN_MEANINGS: Record<string, string> = {
  [WITHOUT_NUL]: 'must not contain the character U+0000',
  [NOT_BLANK_WITHOUT_NUL]: 'must not be blank or contain the character U+0000',
  [STORABLE_DATE_TIME]: 'must be an RFC 3339 date-time from the year 0001 on, without a leap second',
  [WHOLE_NUMBER]: 'must be a whole number from 1 to 999999',
  [AMOUNT]: 'must be an amount such as 20 or 19.99',
  [ID_LIST]: 'must be product ids separated by commas, such as 1,2,3',
  [EMAIL_PATTERN]: EMAIL_PATTERN_MEANING,
};

/** An e-mail address, by the one rule of email/emailAddress.ts. */
export const EmailAddress = (maxLength: number) => Type.String({ maxLength, pattern: EMAIL_PATTERN });

/** A text field a person filled in. */
export const Text = (options: { minLength?: number; maxLength: number; notBlank?: boolean }) =>
  Type.String({ minLength: options.minLength, maxLength: options.maxLength, pattern: options.notBlank ? NOT_BLANK_WITHOUT_NUL : WITHOUT_NUL });

/** PostgreSQL's `integer`: a larger id cannot name a row, and would make the query fail instead of finding nothing. */
export const MAX_INTEGER_ID = 2_147_483_647;

/**
 * An RFC 3339 date-time a PostgreSQL timestamp can hold: year 0001 or later, and no leap second (`23:59:60`), which
 * the `date-time` format allows but the database does not.
 */
export const StorableDateTime = () => Type.String({ format: 'date-time', pattern: STORABLE_DATE_TIME });
