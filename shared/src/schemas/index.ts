// @storefront/shared/schemas: the request and response schemas of /api/v1/web (TypeBox), defined once. The API
// validates and serialises with them; the browser's types are derived from them (../types). Browser code imports
// from here with `import type` only, so TypeBox never reaches a page (the lint refuses a value import).
// Types here are named as the API answers; where the browser deliberately reads a looser shape, its own type lives in
// the package's main entry (e.g. its Product also reads the sample catalogue) and ../types/apiFit.ts holds the two together.
export * from './catalog';
export * from './contact';
export * from './currency';
export * from './delivery';
export * from './order';
export * from './payment';
export * from './paymentMethod';
export * from './schemaHelpers';
export * from './trackOrder';
export * from './catalogQuery';
export * from './beacon';
export * from './account';
