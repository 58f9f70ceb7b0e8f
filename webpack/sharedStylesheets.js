// A CSS module that two lazily loaded chunks import (the product card's, Swiper's) goes into a stylesheet of its own
// instead of into a copy in each chunk's stylesheet. The server inlines each stylesheet of a remote's routes whose
// classes the page uses (api/src/pageHost/stylesheets.ts), so a copy carried along whatever shared its file: /store
// had the product card's rules four times, with Swiper's and the product page's rules it never uses beside them
// (decision 0051).
function sharedStylesheetCacheGroups() {
  return { sharedStylesheets: { type: 'css/mini-extract', chunks: 'async', minChunks: 2, minSize: 0, priority: 5 } };
}

module.exports = { sharedStylesheetCacheGroups };
