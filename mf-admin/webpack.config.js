const { createConfig } = require('@storefront/webpack');
const { devPortOf } = require('@storefront/webpack/devPorts');

module.exports = createConfig({
  dir: __dirname,
  name: 'admin',
  port: devPortOf('admin'),
  title: 'Operator console (standalone)',
});
