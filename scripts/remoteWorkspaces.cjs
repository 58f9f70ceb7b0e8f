// The remotes of this repo: the workspaces root package.json lists as mf-<name>. Adding a remote's folder to that
// list is what makes the build, dev servers, tests, lint and the store's folders take it in.
const rootPackage = require('../package.json');

/** Workspace folders of the remotes, in package.json's order, e.g. ['mf-catalog', …]. */
const REMOTE_WORKSPACES = rootPackage.workspaces.filter((workspace) => /^mf-[a-z][a-z0-9-]*$/.test(workspace));

module.exports = { REMOTE_WORKSPACES };
