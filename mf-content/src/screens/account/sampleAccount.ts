// The static sample account the account pages show (SPEC §2 "All of it is static sample data").
import type { Currency } from '@storefront/shared';

export const SAMPLE_ACCOUNT = {
  firstName: 'Ada',
  lastName: 'Okafor',
  email: 'ada.okafor@example.com',
  phone: '+1 (415) 555-0134',
  country: 'US',
};

export interface SampleOrder {
  number: string;
  date: string;
  status: string;
  total: number;
  currency: Currency;
  itemCount: number;
}

export const SAMPLE_ORDERS: SampleOrder[] = [
  { number: '#1042', date: 'March 4, 2026', status: 'Delivered', total: 129.98, currency: 'USD', itemCount: 2 },
  { number: '#1037', date: 'February 11, 2026', status: 'Shipped', total: 29.99, currency: 'USD', itemCount: 1 },
  { number: '#1021', date: 'January 2, 2026', status: 'Cancelled', total: 45000, currency: 'NGN', itemCount: 3 },
];

export const SAMPLE_ADDRESSES = [
  { label: 'Billing address', lines: ['Ada Okafor', '1 Market Street', 'San Francisco, CA 94105', 'United States'] },
  { label: 'Shipping address', lines: ['Ada Okafor', '220 Mission Street, Apt 5', 'San Francisco, CA 94105', 'United States'] },
];
