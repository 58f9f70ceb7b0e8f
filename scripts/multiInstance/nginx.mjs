// nginx as the load balancer, with the example configuration (deploy/nginx/storefront.conf) and its upstream's ports
// and listen address replaced, inside a minimal main context of its own (pid, logs and temporary files in `dir`).
import { spawn } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../..');
export const NGINX_BIN = '/usr/sbin/nginx';

export function siteConfig(ports, listenPort) {
  const example = readFileSync(path.join(root, 'deploy/nginx/storefront.conf'), 'utf8');
  const servers = example.match(/^ {4}server 127\.0\.0\.1:\d+ (.*);$/m);
  if (!servers) throw new Error('deploy/nginx/storefront.conf has no upstream server line to copy');
  return example
    .replace(/(^ {4}server 127\.0\.0\.1:\d+ .*;\n)+/m, ports.map((port) => `    server 127.0.0.1:${port} ${servers[1]};\n`).join(''))
    .replace(/^ {4}listen \d+;$/m, `    listen 127.0.0.1:${listenPort};`);
}

export async function startNginx({ dir, ports, listenPort }) {
  mkdirSync(path.join(dir, 'logs'), { recursive: true });
  const conf = path.join(dir, 'nginx.conf');
  const user = process.getuid?.() === 0 ? 'user root;\n' : '';
  writeFileSync(
    conf,
    `${user}worker_processes 1;\npid ${dir}/nginx.pid;\nerror_log ${dir}/logs/error.log warn;\nevents { worker_connections 512; }\nhttp {\n` +
      `  access_log ${dir}/logs/access.log;\n  client_body_temp_path ${dir}/body;\n  proxy_temp_path ${dir}/proxy;\n` +
      `  fastcgi_temp_path ${dir}/fastcgi;\n  uwsgi_temp_path ${dir}/uwsgi;\n  scgi_temp_path ${dir}/scgi;\n` +
      `${siteConfig(ports, listenPort)}\n}\n`,
  );
  const child = spawn(NGINX_BIN, ['-p', dir, '-c', conf, '-g', 'daemon off;'], { stdio: ['ignore', 'pipe', 'pipe'] });
  const output = [];
  child.stderr.on('data', (chunk) => output.push(String(chunk)));
  const url = `http://127.0.0.1:${listenPort}`;
  const deadline = Date.now() + 15_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`nginx exited with ${child.exitCode}: ${output.join('')}`);
    try {
      await fetch(`${url}/livez`);
      break;
    } catch {
      if (Date.now() > deadline) throw new Error(`nginx did not answer on ${url}: ${output.join('')}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  return {
    url,
    stop: () => new Promise((resolve) => (child.exitCode !== null ? resolve() : (child.once('exit', resolve), child.kill('SIGQUIT')))),
  };
}
