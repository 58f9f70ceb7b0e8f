// @storefront/shared/account: the customer account's messages and paths, for the API and the pages alike.
export { ACCOUNT_API_PATH, ACCOUNT_CSRF_HEADER, ACCOUNT_MESSAGES } from './accountMessages';
