// The checkout form filled as a shopper fills it: the customer, a Washington DC address when something is shipped
// (a downloads-only order asks for none), and the payment method.
import type { Page } from '@playwright/test';

export interface Customer {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
}

export const ADA: Customer = { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com', phone: '+1 202 555 0100' };

export async function fillCustomer(page: Page, customer: Customer = ADA): Promise<void> {
  await page.getByLabel('First Name').fill(customer.firstName);
  await page.getByLabel('Last Name').fill(customer.lastName);
  await page.getByLabel('Email').fill(customer.email);
  await page.getByLabel('Phone').fill(customer.phone);
}

export async function fillShippingAddress(page: Page): Promise<void> {
  await page.getByLabel('Country').selectOption('US');
  await page.getByRole('combobox', { name: 'State' }).selectOption('DC');
  await page.getByLabel('City').fill('Washington');
  await page.getByLabel('Street Address').fill('1 Main St');
  await page.getByLabel('Postal Code').fill('20001');
}

/** The whole form of a shipped order paid with `method`. */
export async function fillCheckout(page: Page, { customer = ADA, method = 'Paystack' }: { customer?: Customer; method?: string } = {}): Promise<void> {
  await fillCustomer(page, customer);
  await fillShippingAddress(page);
  await page.getByRole('radio', { name: method }).check();
}
