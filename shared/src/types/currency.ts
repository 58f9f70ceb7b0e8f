// The two currencies prices are shown in (SPEC §3 "Other entities", §9).
export type Currency = 'USD' | 'NGN';
