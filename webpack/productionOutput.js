// How production bundles are minified and pre-compressed, tuned for build time on a 2-core machine.
const zlib = require('node:zlib');
const MinimizerPlugin = require('minimizer-webpack-plugin');

// swc minifies the same bundles as terser to within a few per cent, several times faster.
const minimizer = [new MinimizerPlugin({ minify: MinimizerPlugin.swcMinify, minimizerOptions: { compress: { passes: 2 }, mangle: true } })];

// Quality 11 takes about ten times as long as 9 for a per cent or two of bytes.
const brotliOptions = { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 9 } };

module.exports = { minimizer, brotliOptions };
