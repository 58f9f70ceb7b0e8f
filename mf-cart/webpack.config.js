const { createConfig } = require('@storefront/webpack');

module.exports = createConfig({
  dir: __dirname,
  name: 'cart',
  port: 3002,
  title: 'Cart (standalone)',
  exposes: {
    './routes': './src/exposes/routes.ts',
    './overlays': './src/exposes/overlays.ts',
  },
});
