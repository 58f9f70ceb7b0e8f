// The console's API joins the page's one store as soon as the console's code arrives, before any of it renders: the
// RTK Query hooks need their reducer and middleware there from the first render.
import { store } from '@storefront/shared';
import { injectAdminApi } from '../apiClient/injectAdminApi';

injectAdminApi(store);
