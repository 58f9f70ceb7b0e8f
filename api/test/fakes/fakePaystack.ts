// A fake Paystack API on 127.0.0.1 speaking the documented transaction endpoints
// (https://paystack.com/docs/api/transaction/): initialize, verify, and their error answers
// (invalid key 401, duplicate reference 400, unknown reference 400), plus 5xx and timeouts on demand, the refund
// API (https://paystack.com/docs/api/refund/#create: POST /refund with `transaction`, answered "Refund has been queued
// for processing", or 400 for a transaction already reversed), and the refund.processed event a refund posts to the
// webhook.
import { randomBytes } from 'node:crypto';
import { type FakeHttpServer, type FakeRequest, startFakeHttpServer } from './fakeHttpServer';

export interface PaystackTransaction {
  reference: string;
  amount: number;
  currency: string;
  email: string;
  callbackUrl: string;
  status: 'abandoned' | 'success' | 'failed' | 'reversed';
}

export interface FakePaystack extends FakeHttpServer {
  transactions: Map<string, PaystackTransaction>;
  /** What the shopper did on Paystack's page; `paid` lets a test report a different amount or currency. */
  settle(reference: string, status: PaystackTransaction['status'], paid?: { amount?: number; currency?: string }): void;
  /** Makes the next initialize answer "Duplicate Transaction Reference" whatever the reference. */
  duplicateNext(): void;
  /**
   * Refunds a transaction (all of it unless `amount` says otherwise) and returns the `refund.processed` event
   * Paystack then posts to the webhook (https://paystack.com/docs/payments/refunds/#listen-for-notifications).
   */
  refund(reference: string, amount?: number): PaystackRefundEvent;
  /** Refunds created through POST /refund, in order. */
  refunds: PaystackRefund[];
}

export interface PaystackRefund {
  id: number;
  transaction: string;
  amount: number;
  currency: string;
  merchantNote: string | null;
}

export interface PaystackRefundEvent {
  event: 'refund.processed';
  data: {
    status: 'processed';
    transaction_reference: string;
    refund_reference: string;
    amount: string;
    currency: string;
    customer: { email: string };
    domain: 'test';
  };
}

export async function startFakePaystack(secretKey: string): Promise<FakePaystack> {
  const transactions = new Map<string, PaystackTransaction>();
  const refunds: PaystackRefund[] = [];
  let duplicate = false;
  const unauthorized = { status: 401, body: { status: false, message: 'Invalid key' } };
  const authorized = (request: FakeRequest) => request.headers.authorization === `Bearer ${secretKey}`;

  const server = await startFakeHttpServer([
    [
      'POST',
      /^\/transaction\/initialize$/,
      (request) => {
        if (!authorized(request)) return unauthorized;
        const body = JSON.parse(request.body) as Record<string, unknown>;
        const reference = String(body.reference);
        if (typeof body.email !== 'string' || !Number.isInteger(Number(body.amount))) {
          return { status: 400, body: { status: false, message: 'Invalid Amount Sent' } };
        }
        if (duplicate || transactions.has(reference)) {
          duplicate = false;
          return { status: 400, body: { status: false, message: 'Duplicate Transaction Reference' } };
        }
        transactions.set(reference, {
          reference,
          amount: Number(body.amount),
          currency: String(body.currency ?? 'NGN'),
          email: body.email,
          callbackUrl: String(body.callback_url),
          status: 'abandoned',
        });
        const accessCode = randomBytes(8).toString('hex');
        return {
          status: 200,
          body: {
            status: true,
            message: 'Authorization URL created',
            data: { authorization_url: `https://checkout.paystack.com/${accessCode}`, access_code: accessCode, reference },
          },
        };
      },
    ],
    [
      'GET',
      /^\/transaction\/verify\/([^/]+)$/,
      (request, match) => {
        if (!authorized(request)) return unauthorized;
        const transaction = transactions.get(decodeURIComponent(match[1]));
        if (!transaction) return { status: 400, body: { status: false, message: 'Transaction reference not found' } };
        return {
          status: 200,
          body: {
            status: true,
            message: 'Verification successful',
            data: {
              id: 4099260516,
              domain: 'test',
              status: transaction.status,
              reference: transaction.reference,
              amount: transaction.amount,
              currency: transaction.currency,
              gateway_response: transaction.status === 'success' ? 'Approved' : 'Declined',
              customer: { email: transaction.email },
            },
          },
        };
      },
    ],
    [
      'POST',
      /^\/refund$/,
      (request) => {
        if (!authorized(request)) return unauthorized;
        const body = JSON.parse(request.body) as { transaction?: unknown; amount?: unknown; currency?: unknown; merchant_note?: unknown };
        if (typeof body.transaction !== 'string' && typeof body.transaction !== 'number') {
          return { status: 400, body: { status: false, message: 'Transaction reference or id is required' } };
        }
        const transaction = transactions.get(String(body.transaction));
        if (!transaction) return { status: 404, body: { status: false, message: 'Transaction not found' } };
        if (transaction.status === 'reversed') return { status: 400, body: { status: false, message: 'Transaction has been fully reversed' } };
        if (transaction.status !== 'success') return { status: 400, body: { status: false, message: 'Cannot refund a transaction that was not successful' } };
        const amount = body.amount === undefined ? transaction.amount : Number(body.amount);
        if (!Number.isInteger(amount) || amount <= 0 || amount > transaction.amount) {
          return { status: 400, body: { status: false, message: 'Refund amount cannot be more than transaction amount' } };
        }
        const refund: PaystackRefund = {
          id: 3018284 + refunds.length,
          transaction: transaction.reference,
          amount,
          currency: transaction.currency,
          merchantNote: typeof body.merchant_note === 'string' ? body.merchant_note : null,
        };
        refunds.push(refund);
        if (amount === transaction.amount) transaction.status = 'reversed';
        const at = new Date().toISOString();
        return {
          status: 200,
          body: {
            status: true,
            message: 'Refund has been queued for processing',
            data: {
              transaction: { id: 4099260516, domain: 'test', reference: transaction.reference, amount: transaction.amount, currency: transaction.currency },
              integration: 463433,
              deducted_amount: 0,
              channel: null,
              merchant_note: refund.merchantNote,
              customer_note: 'Refund for transaction ' + transaction.reference,
              status: 'pending',
              refunded_by: 'owner@example.com',
              expected_at: at,
              currency: refund.currency,
              domain: 'test',
              amount,
              fully_deducted: false,
              id: refund.id,
              createdAt: at,
              updatedAt: at,
            },
          },
        };
      },
    ],
  ]);

  return Object.assign(server, {
    transactions,
    refunds,
    settle(reference: string, status: PaystackTransaction['status'], paid: { amount?: number; currency?: string } = {}) {
      const transaction = transactions.get(reference);
      if (!transaction) throw new Error(`unknown reference ${reference}`);
      Object.assign(transaction, { status }, paid);
    },
    duplicateNext() {
      duplicate = true;
    },
    refund(reference: string, amount?: number): PaystackRefundEvent {
      const transaction = transactions.get(reference);
      if (!transaction) throw new Error(`unknown reference ${reference}`);
      const refunded = amount ?? transaction.amount;
      if (refunded >= transaction.amount) transaction.status = 'reversed';
      return {
        event: 'refund.processed',
        data: {
          status: 'processed',
          transaction_reference: reference,
          refund_reference: `RF_${randomBytes(6).toString('hex')}`,
          // Paystack sends refund amounts as strings of minor units.
          amount: String(refunded),
          currency: transaction.currency,
          customer: { email: transaction.email },
          domain: 'test',
        },
      };
    },
  });
}
