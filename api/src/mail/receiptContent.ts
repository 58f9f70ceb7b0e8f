// What the receipt needs from fulfilment for the digital lines of a paid order (the contract between the two): the license
// keys and download links, and each line's license certificate PDF. The mail worker is written against this
// interface; app.ts hands it fulfilment's listDeliveries and certificateFor.
import type { Queryable } from '../db/types';
import type { Delivery } from '@storefront/shared/schemas';

export type { Delivery };

export interface LicenseCertificate {
  filename: string;
  bytes: Uint8Array;
}

export interface ReceiptContent {
  listDeliveries(db: Queryable, orderId: string, publicBaseUrl: string): Promise<Delivery[]>;
  certificateFor(db: Queryable, orderId: string, lineNumber: number): Promise<LicenseCertificate | null>;
}

/** For a shop without fulfilment wired in: receipts then list the lines and the total, without digital deliveries. */
export const NO_DIGITAL_DELIVERIES: ReceiptContent = {
  listDeliveries: async () => [],
  certificateFor: async () => null,
};
