const { createConfig } = require('@storefront/webpack');

module.exports = createConfig({
  dir: __dirname,
  name: 'catalog',
  port: 3001,
  title: 'Catalogue (standalone)',
});
