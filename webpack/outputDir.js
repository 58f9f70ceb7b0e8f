// Where an app's production build goes: its dist/ folder, or BUILD_OUTPUT_DIR when a release is built from the
// working tree (the deploy command builds into a folder of its own, so the copy the store serves is never touched).
const path = require('node:path');

function outputDirOf(appDir) {
  return process.env.BUILD_OUTPUT_DIR ? path.resolve(process.env.BUILD_OUTPUT_DIR) : path.join(appDir, 'dist');
}

module.exports = { outputDirOf };
