// How lint resolves imports: the workspaces' own packages (@cdi/...) to their sources, so the boundary
// and dependency rules see imports between workspaces before anything is built (their package.json
// "main" points at dist/); everything else as Node resolves it, with TypeScript's extensions.
const fs = require('node:fs');
const path = require('node:path');
const nodeResolver = require('eslint-import-resolver-node');

const root = path.resolve(__dirname, '..');
const EXTENSIONS = ['.ts', '.tsx', '.mjs', '.cjs', '.js', '.json'];

/** Package name -> folder, for every workspace under apps/ and libs/. */
const workspaces = new Map();
for (const group of ['apps', 'libs']) {
  for (const name of fs.readdirSync(path.join(root, group))) {
    const manifest = path.join(root, group, name, 'package.json');
    if (fs.existsSync(manifest)) workspaces.set(JSON.parse(fs.readFileSync(manifest, 'utf8')).name, path.dirname(manifest));
  }
}

function firstFile(candidates) {
  return candidates.find((file) => fs.existsSync(file) && fs.statSync(file).isFile());
}

function resolveWorkspace(source) {
  const [, name, subpath] = /^(@[^/]+\/[^/]+)(\/.*)?$/.exec(source) ?? [];
  const folder = name && workspaces.get(name);
  if (!folder) return undefined;
  // A deep import names a file of the package; the package itself is its source entry (or its manifest).
  const base = subpath ? path.join(folder, subpath) : path.join(folder, 'src/index');
  const file = firstFile([base, ...EXTENSIONS.map((ext) => base + ext)]) ?? path.join(folder, 'package.json');
  return { found: true, path: file };
}

module.exports = {
  interfaceVersion: 2,
  resolve(source, file, config) {
    return resolveWorkspace(source) ?? nodeResolver.resolve(source, file, { extensions: EXTENSIONS, ...config });
  },
};
