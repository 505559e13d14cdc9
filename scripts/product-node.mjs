// @ts-check
// The product runs on Node 24 LTS. The `node` devDependency installs that Node into node_modules, so a
// machine whose own Node is older still runs the README's commands: a script started on another Node
// re-runs itself on the installed one. node_modules/.bin goes first on PATH either way, so every child
// (npx, jest and its workers, playwright, vite, the api and worker) runs on the same Node.
import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const binDir = path.join(root, 'node_modules/.bin');

function requiredMajor() {
  const pinned = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')).devDependencies.node;
  return Number(pinned.split('.')[0]);
}

/** Resolves when this process already runs on the product's Node; otherwise never, and exits with the re-run's code. */
export function runOnProductNode() {
  const pathWithBin = [binDir, ...(process.env.PATH ?? '').split(path.delimiter).filter((dir) => dir !== binDir)];
  process.env.PATH = pathWithBin.join(path.delimiter);
  if (Number(process.versions.node.split('.')[0]) === requiredMajor()) return Promise.resolve();

  const productNode = path.join(binDir, 'node');
  if (!existsSync(productNode)) {
    console.error(`Node ${requiredMajor()} is missing from node_modules: run npm install.`);
    process.exit(1);
  }
  const child = spawn(productNode, [...process.execArgv, ...process.argv.slice(1)], { stdio: 'inherit' });
  // Ctrl-C reaches the child from the terminal itself; a SIGTERM sent to this process alone is passed on.
  process.on('SIGINT', () => {});
  process.on('SIGTERM', () => child.kill('SIGTERM'));
  child.once('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
  return new Promise(() => {});
}
