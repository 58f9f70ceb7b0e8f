// The shell's page assets, for the page host to compose pages from build outputs instead of scanning HTML (it reads
// them in api/src/pageHost/shellPageAssets.ts): `page-assets.json` names the entry's scripts (run in order), the
// start-up chunks to preload and the stylesheets the first render needs; `page-frame.html` is index.html without any
// of them (the frame the screen goes into).
const HtmlWebpackPlugin = require('html-webpack-plugin');
const { startupFiles } = require('./startupPreload');

const PAGE_ASSETS_FILE = 'page-assets.json';
const PAGE_FRAME_FILE = 'page-frame.html';

class PageAssetsPlugin {
  apply(compiler) {
    const { RawSource } = compiler.webpack.sources;
    compiler.hooks.thisCompilation.tap('PageAssetsPlugin', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'PageAssetsPlugin', stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_SUMMARIZE }, () => {
        const publicPath = compilation.outputOptions.publicPath;
        const url = (file) => `${typeof publicPath === 'string' && publicPath !== 'auto' ? publicPath : '/'}${file}`;
        const entryFiles = compilation.entrypoints
          .get('main')
          .getFiles()
          .filter((file) => !file.includes('hot-update'));
        const startup = startupFiles(compilation);
        const assets = {
          scripts: entryFiles.filter((file) => file.endsWith('.js')).map(url),
          preloadScripts: startup.filter((file) => file.endsWith('.js')).map(url),
          styles: [...entryFiles, ...startup].filter((file) => file.endsWith('.css')).map(url),
        };
        compilation.emitAsset(PAGE_ASSETS_FILE, new RawSource(`${JSON.stringify(assets, null, 2)}\n`));
      });
    });
  }
}

/** index.html's template rendered without injected tags: the server renderer's frame. */
function pageFramePlugin(options) {
  return new HtmlWebpackPlugin({ ...options, filename: PAGE_FRAME_FILE, inject: false });
}

module.exports = { PageAssetsPlugin, pageFramePlugin, PAGE_ASSETS_FILE, PAGE_FRAME_FILE };
