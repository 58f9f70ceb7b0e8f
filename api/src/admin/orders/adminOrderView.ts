// The console's order page (contract: AdminOrderSchema) from what the database knows about the order.
import type { AdminOrder, OrderAccount, OrderSummary } from '@storefront/shared/schemas/admin';
import type { OrderRow } from '../../db/schema';
import { decimalToAmount, minorToAmount } from '../../money';
import type { OrderFacts } from './orderFacts';
import { orderTimeline } from './orderTimeline';

const iso = (date: Date | null) => (date ? date.toISOString() : null);

export function orderSummary(order: OrderRow, itemCount: number): OrderSummary {
  return {
    id: order.id,
    placedAt: order.createdAt.toISOString(),
    status: order.status,
    customerName: `${order.customerFirstName} ${order.customerLastName}`,
    customerEmail: order.customerEmail,
    paymentMethod: order.paymentMethod,
    currency: order.currency,
    total: decimalToAmount(order.total),
    itemCount,
  };
}

export function adminOrderView(facts: OrderFacts, providerRefundAvailable: boolean, account: OrderAccount | null = null): AdminOrder {
  const { order, items } = facts;
  return {
    ...orderSummary(
      order,
      items.reduce((sum, item) => sum + item.quantity, 0),
    ),
    customer: { firstName: order.customerFirstName, lastName: order.customerLastName, email: order.customerEmail, phone: order.customerPhone },
    address: {
      country: order.addressCountry,
      state: order.addressState,
      city: order.addressCity,
      street: order.addressStreet,
      postalCode: order.addressPostalCode,
    },
    notes: order.notes,
    lines: items.map((item) => ({
      lineNumber: item.lineNumber,
      productId: item.productId,
      title: item.title,
      licenseType: item.licenseType,
      size: item.size,
      color: item.color,
      quantity: item.quantity,
      unitPrice: decimalToAmount(item.unitPrice),
      totalPrice: decimalToAmount(item.totalPrice),
    })),
    totals: {
      subtotal: decimalToAmount(order.subtotal),
      tax: decimalToAmount(order.tax),
      discount: decimalToAmount(order.discount),
      total: decimalToAmount(order.total),
    },
    paidAt: iso(order.paidAt),
    payments: facts.payments.map((payment) => ({
      provider: payment.provider,
      reference: payment.reference,
      amount: minorToAmount(payment.amountMinor),
      currency: payment.currency,
      status: payment.status,
      createdAt: payment.createdAt.toISOString(),
      updatedAt: payment.updatedAt.toISOString(),
      lastError: payment.lastError,
    })),
    entitlements: facts.entitlements.map(({ entitlement, link }) => ({
      id: entitlement.id,
      lineNumber: entitlement.lineNumber,
      licenseType: entitlement.licenseType,
      licenseKey: entitlement.licenseKey,
      downloadsUsed: link?.downloadCount ?? 0,
      downloadLimit: link?.downloadLimit ?? 0,
      linkExpiresAt: iso(link?.expiresAt ?? null),
      revokedAt: iso(entitlement.revokedAt),
    })),
    emails: facts.emails.map((email) => ({
      id: email.id,
      kind: email.kind,
      resent: email.resend > 0,
      queuedAt: email.createdAt.toISOString(),
      sentAt: iso(email.sentAt),
      attempts: email.attempts,
      lastError: email.lastError,
    })),
    refund: facts.refund
      ? {
          refundedAt: (order.refundedAt ?? facts.refund.createdAt).toISOString(),
          method: facts.refund.method,
          providerReference: facts.refund.providerReference,
          reason: facts.refund.reason,
          operatorEmail: facts.refund.operatorEmail,
        }
      : null,
    timeline: orderTimeline(facts),
    providerRefundAvailable,
    account,
  };
}
