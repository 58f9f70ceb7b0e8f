// Payment methods and countries offered at checkout (SPEC §3 "Other entities").
export type PaymentMethodId = 'paystack' | 'paypal' | 'stripe';

export interface PaymentMethod {
  id: PaymentMethodId;
  name: string;
  logo: string;
  enabled: boolean;
}

export interface CountryState {
  name: string;
  code: string;
}

export interface Country {
  name: string;
  /** ISO 3166-1 alpha-2. */
  code: string;
  /** Empty when the country has no state list: checkout then shows a free-text state input. */
  states: CountryState[];
}
