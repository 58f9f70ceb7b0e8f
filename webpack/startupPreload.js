// Preload hints in the shell's index.html for everything its first render needs beyond the main chunk: the chunks of
// the async bootstrap import and of the shared libraries the shell provides. Without them the browser discovers
// these only after main.js has run, one round trip later.
const HtmlWebpackPlugin = require('html-webpack-plugin');

function filesOfGroup(group, into) {
  for (const chunk of group.chunks) for (const file of chunk.files) into.add(file);
}

function startupFiles(compilation) {
  const files = new Set();
  const entry = compilation.entrypoints.get('main');
  for (const child of entry.getChildren()) filesOfGroup(child, files);
  for (const module of compilation.modules) {
    if (module.constructor.name !== 'ProvideSharedModule') continue;
    for (const block of module.blocks) {
      const group = compilation.chunkGraph.getBlockChunkGroup(block);
      if (group) filesOfGroup(group, files);
    }
  }
  for (const file of entry.getFiles()) files.delete(file);
  return [...files].filter((file) => /\.(js|css)$/.test(file)).sort();
}

class StartupPreloadPlugin {
  apply(compiler) {
    compiler.hooks.compilation.tap('StartupPreloadPlugin', (compilation) => {
      HtmlWebpackPlugin.getCompilationHooks(compilation).alterAssetTagGroups.tap('StartupPreloadPlugin', (data) => {
        const links = startupFiles(compilation).map((file) => ({
          tagName: 'link',
          voidTag: true,
          meta: { plugin: 'StartupPreloadPlugin' },
          attributes: { rel: 'preload', as: file.endsWith('.css') ? 'style' : 'script', href: `${data.publicPath}${file}` },
        }));
        data.headTags.push(...links);
        return data;
      });
    });
  }
}

module.exports = { StartupPreloadPlugin, startupFiles };
