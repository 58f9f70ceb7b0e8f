// MSW for the console's tests, after the globals it needs (./nodeGlobals). Import MSW from here, never directly.
import './nodeGlobals';

export { http, HttpResponse, type HttpHandler } from 'msw';
export { setupServer, type SetupServerApi } from 'msw/node';
