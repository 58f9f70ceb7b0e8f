const { createConfig } = require('@storefront/webpack');

module.exports = createConfig({
  dir: __dirname,
  name: 'checkout',
  port: 3003,
  title: 'Checkout (standalone)',
});
