const { createConfig } = require('@storefront/webpack');

module.exports = createConfig({
  dir: __dirname,
  name: 'content',
  port: 3004,
  title: 'Content (standalone)',
});
