// The port of each app's webpack dev server (`npm run dev`): the shell proxies /mf/<name> to each remote's, and the
// API's payment return links go to the one a developer has open. A new remote takes the next free port here.
const DEV_PORTS = {
  shell: 3000,
  catalog: 3001,
  cart: 3002,
  checkout: 3003,
  content: 3004,
  admin: 3005,
};

/** The dev server port of an app by its workspace folder (`shell`, `mf-cart`) or federation name (`cart`). */
function devPortOf(app) {
  const port = DEV_PORTS[app.replace(/^mf-/, '')];
  if (!port) throw new Error(`no dev server port for ${app}: add it to webpack/devPorts.js`);
  return port;
}

/** The shell's dev proxies: /mf/<name> → that remote's dev server, for every remote with a port. */
function remoteDevProxies() {
  return Object.fromEntries(
    Object.entries(DEV_PORTS)
      .filter(([name]) => name !== 'shell')
      .map(([name, port]) => [`/mf/${name}`, `http://localhost:${port}`]),
  );
}

module.exports = { DEV_PORTS, devPortOf, remoteDevProxies };
