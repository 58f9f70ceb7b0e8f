// The modules each remote exposes, typed by the shared contracts: `import('cart/routes')` and
// loadRemoteModule('cart/routes') are checked, not `any`.
declare module 'catalog/routes' {
  export const routes: import('@storefront/shared').RemoteRoutesModule['routes'];
  export const contractVersion: string;
}
declare module 'catalog/overlays' {
  export const overlays: import('@storefront/shared').RemoteOverlaysModule['overlays'];
  export const contractVersion: string;
}
declare module 'cart/routes' {
  export const routes: import('@storefront/shared').RemoteRoutesModule['routes'];
  export const contractVersion: string;
}
declare module 'cart/overlays' {
  export const overlays: import('@storefront/shared').RemoteOverlaysModule['overlays'];
  export const contractVersion: string;
}
declare module 'checkout/routes' {
  export const routes: import('@storefront/shared').RemoteRoutesModule['routes'];
  export const contractVersion: string;
}
declare module 'checkout/overlays' {
  export const overlays: import('@storefront/shared').RemoteOverlaysModule['overlays'];
  export const contractVersion: string;
}
declare module 'content/routes' {
  export const routes: import('@storefront/shared').RemoteRoutesModule['routes'];
  export const contractVersion: string;
}
declare module 'content/overlays' {
  export const overlays: import('@storefront/shared').RemoteOverlaysModule['overlays'];
  export const contractVersion: string;
}

/** Every exposed module by its federation id, as loadRemoteModule resolves it. */
interface RemoteModules {
  'catalog/routes': typeof import('catalog/routes');
  'catalog/overlays': typeof import('catalog/overlays');
  'cart/routes': typeof import('cart/routes');
  'cart/overlays': typeof import('cart/overlays');
  'checkout/routes': typeof import('checkout/routes');
  'checkout/overlays': typeof import('checkout/overlays');
  'content/routes': typeof import('content/routes');
  'content/overlays': typeof import('content/overlays');
}
