// Request and response schemas of POST /contact_messages (SPEC §3 "Contact message": name, email, message).
// Strict: all three required, no unknown fields, nothing coerced; blank-only text is refused too.
import { Type, type Static } from 'typebox';
import { CONTACT_LIMITS } from '../limits';
import { EmailAddress, Text } from './schemaHelpers';

export const ContactMessageBodySchema = Type.Object(
  {
    name: Text({ minLength: 1, maxLength: CONTACT_LIMITS.name, notBlank: true }),
    email: EmailAddress(CONTACT_LIMITS.email),
    message: Text({ minLength: 1, maxLength: CONTACT_LIMITS.message, notBlank: true }),
  },
  { additionalProperties: false },
);
export type ContactMessageBody = Static<typeof ContactMessageBodySchema>;

export const ContactMessageResponseSchema = Type.Object({ success: Type.Boolean(), message: Type.String() });
export type ContactMessageResponse = Static<typeof ContactMessageResponseSchema>;

export const CONTACT_MESSAGE_STORED = 'Thank you, your message has been received.';
