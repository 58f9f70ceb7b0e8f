// Where a server-rendered form posts: the API's form path on this page's own origin. A form goes to the page's origin
// even when the scripts call an API elsewhere (remotes.json apiBaseUrl): the record's cookie is this origin's.
import { DEFAULT_API_BASE_URL } from '../apiClient/apiBaseUrl';
import { SHOPPER_FORM_PATHS } from './shopperForms';

export function shopperFormAction(form: keyof typeof SHOPPER_FORM_PATHS): string {
  return DEFAULT_API_BASE_URL + SHOPPER_FORM_PATHS[form];
}
