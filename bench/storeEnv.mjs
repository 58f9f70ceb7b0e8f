// The settings of every store the bench starts: the store as shoppers get it from a deployment, measured without the
// limits that would stop the measuring.
//   RATE_LIMIT_MAX: Lighthouse and the load tests send far more requests from 127.0.0.1 than one shopper would.
//   REMOTE_OVERRIDES=0: the developers' remote overrides are on outside NODE_ENV=production (the README's
//     `npm start`), and with them the shell fetches and runs one more chunk before it starts (remoteOverrides.ts);
//     a deployed store has them off, so that request is not the shopper's.
export const BENCH_STORE_ENV = { RATE_LIMIT_MAX: '1000000', REMOTE_OVERRIDES: '0' };
