// The two currencies prices are shown in (SPEC §3 "Other entities", §9): the ones the API takes and answers in.
export type { Currency } from '../schemas/currency';
