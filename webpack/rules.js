// Loader rules the browser build and the server build share, so both compile the same TypeScript and give every
// CSS Modules class the same name (the server's HTML uses the class names the browser's CSS defines).
const path = require('node:path');

const repoRoot = path.resolve(__dirname, '..');

function typescriptRule({ sourceMaps }) {
  return {
    test: /\.tsx?$/,
    exclude: /node_modules/,
    use: {
      loader: require.resolve('ts-loader'),
      options: {
        transpileOnly: true,
        configFile: path.join(repoRoot, 'tsconfig.base.json'),
        compilerOptions: { noEmit: false, sourceMap: sourceMaps },
      },
    },
  };
}

function cssModulesOptions({ appName, production, exportOnlyLocals = false }) {
  const localIdentName = production ? `${appName}-[hash:base64:6]` : `${appName}__[local]__[hash:base64:4]`;
  return { auto: /\.module\.css$/, localIdentName, namedExport: false, exportLocalsConvention: 'as-is', exportOnlyLocals };
}

module.exports = { typescriptRule, cssModulesOptions };
