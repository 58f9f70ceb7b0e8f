const { createConfig } = require('@storefront/webpack');

module.exports = createConfig({
  dir: __dirname,
  name: 'cart',
  port: 3002,
  title: 'Cart (standalone)',
});
