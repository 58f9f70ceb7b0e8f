// The contact module's service: keeps a message sent through the contact form for the operators to read.
import type { Queryable } from '../db/types';
import { contactMessages } from './contactMessagesTable';

export interface ContactMessage {
  name: string;
  email: string;
  message: string;
}

/** Stores the message as typed, without the blanks around each field. */
export async function storeContactMessage(db: Queryable, { name, email, message }: ContactMessage): Promise<void> {
  await db.insert(contactMessages).values({ name: name.trim(), email: email.trim(), message: message.trim() });
}
