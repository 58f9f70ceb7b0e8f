const { createConfig } = require('@storefront/webpack');
const { devPortOf, remoteDevProxies } = require('@storefront/webpack/devPorts');

module.exports = createConfig({
  dir: __dirname,
  name: 'shell',
  port: devPortOf('shell'),
  title: 'Storefront',
  runtimePlugins: ['./src/federation/remoteFailurePlugin.ts'],
  // In development each remote runs on its own dev server; the same remotes.json paths reach them here.
  devProxy: remoteDevProxies(),
});
