// The operator console's API contract (/api/v1/admin/*), shared by the API (validation) and mf-admin (types).
// Browser code imports only types from here, so typebox never reaches a page.
export * from './common';
export * from '../../admin/constants';
export * from './session';
export * from '../../admin/permissions';
export * from './orders';
export * from './payments';
export * from './catalog';
export * from './messages';
export * from './dashboard';
export * from './audit';
export * from './operators';
export * from './vitals';
export * from './composition';
