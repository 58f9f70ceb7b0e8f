// @storefront/shared/admin: the operator console contract's plain values — where the API lives, its limits, lists and
// messages, and what each role may do — without TypeBox, for the console's pages. The schemas of the same contract are
// @storefront/shared/schemas/admin.
export * from './constants';
export * from './permissions';
