const { createConfig } = require('@storefront/webpack');

module.exports = createConfig({
  dir: __dirname,
  name: 'shell',
  port: 3000,
  title: 'Storefront',
  runtimePlugins: ['./src/federation/remoteFailurePlugin.ts'],
  // In development each remote runs on its own dev server; the same remotes.json paths reach them here.
  devProxy: {
    '/mf/catalog': 'http://localhost:3001',
    '/mf/cart': 'http://localhost:3002',
    '/mf/checkout': 'http://localhost:3003',
    '/mf/content': 'http://localhost:3004',
  },
});
