// Every module's Drizzle tables as one object, for the database handle's type (openDatabase.ts, types.ts). Each table
// is declared beside the module that owns it; a module imports its own tables file, never this one (npm run lint).
export * from '../catalog/catalogTables';
export * from '../orders/orderTables';
export * from '../payments/paymentTables';
export * from '../fulfilment/fulfilmentTables';
export * from '../security/serverSecretsTable';
export * from '../shopper/shopperTables';
