// How production bundles are minified and pre-compressed, tuned for build time on a 2-core machine.
const zlib = require('node:zlib');
const MinimizerPlugin = require('minimizer-webpack-plugin');

// swc minifies the same bundles as terser to within a few per cent, several times faster; a third pass takes 0.2 KB
// gzip more off home's scripts. Licence comments go to `<script>.LICENSE.txt` beside each script, without a banner
// line in the script pointing there (0.1 KB on home's scripts, decision 0032).
const minimizer = [
  new MinimizerPlugin({ minify: MinimizerPlugin.swcMinify, minimizerOptions: { compress: { passes: 3 }, mangle: true }, extractComments: { banner: false } }),
];

// Quality 11 takes about ten times as long as 9 for a per cent or two of bytes.
const brotliOptions = { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 9 } };

module.exports = { minimizer, brotliOptions };
