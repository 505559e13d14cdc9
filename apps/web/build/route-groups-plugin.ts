import path from 'node:path';
import type { Plugin } from 'vite';

/** src/routes/<group>-routes.tsx: one group of routes per file. */
const ROUTE_FILE = /[\\/]src[\\/]routes[\\/]([a-z-]+)-routes\.tsx$/;

/**
 * What the bundle report counts a module as: its npm package, its feature (src/features/<name>), or
 * else the file itself (relative to the app, as the manifest names files).
 */
function unitOf(id: string, root: string): string {
  const packageName = /node_modules[\\/]((?:@[^\\/]+[\\/])?[^\\/]+)/.exec(id)?.[1];
  if (packageName) return packageName;
  const file = path.relative(root, id).split(path.sep).join('/');
  return /^src\/features\/[^/]+/.exec(file)?.[0] ?? file;
}

/**
 * dist/.vite/route-groups.json, for scripts/bundle-report.mjs:
 * - `routeModules`: per group of routes, the modules its routes load with import(), each with the built
 *   JS file it is in (the group's own files start from these);
 * - `uses`: per group, the packages, features and files its routes reach by static imports, with the
 *   app's shell (main.tsx and what it imports; the route files, all imported by the router, count for none);
 * - `files`: per built JS file, the packages, features and files it holds.
 * A file of one group that holds what only other groups use is their code in the wrong download.
 */
export function routeGroups(): Plugin {
  let root = '';
  return {
    name: 'route-groups',
    apply: 'build',
    configResolved(config) {
      root = config.root;
    },
    generateBundle(_options, bundle) {
      const moduleIds = [...this.getModuleIds()].filter((id) => !id.startsWith('\0'));
      const routeFiles = new Map<string, string>();
      for (const id of moduleIds) {
        const group = ROUTE_FILE.exec(id)?.[1];
        if (group) routeFiles.set(group, id);
      }
      const entries = moduleIds.filter((id) => this.getModuleInfo(id)?.isEntry);

      /** The units reached from `roots` by static imports, not going into `stops`. */
      const reach = (roots: string[], stops: Set<string>) => {
        const seen = new Set<string>();
        const pending = [...roots];
        for (let id = pending.pop(); id !== undefined; id = pending.pop()) {
          if (seen.has(id) || stops.has(id) || id.startsWith('\0')) continue;
          seen.add(id);
          pending.push(...(this.getModuleInfo(id)?.importedIds ?? []));
        }
        return [...new Set([...seen].map((id) => unitOf(id, root)))].sort();
      };

      const fileOf = new Map<string, string>();
      for (const output of Object.values(bundle)) {
        if (output.type === 'chunk') for (const id of output.moduleIds) fileOf.set(id, output.fileName);
      }
      const relative = (id: string) => path.relative(root, id).split(path.sep).join('/');

      const routeModules: Record<string, Record<string, string | null>> = {};
      const uses: Record<string, string[]> = {};
      for (const [group, file] of routeFiles) {
        const lazy = this.getModuleInfo(file)?.dynamicallyImportedIds ?? [];
        routeModules[group] = Object.fromEntries(lazy.map((id) => [relative(id), fileOf.get(id) ?? null]));
        // A group uses what its own route file imports, not the route files themselves (the router imports them all).
        const imports = this.getModuleInfo(file)?.importedIds ?? [];
        uses[group] = reach([...entries, ...imports, ...lazy], new Set(routeFiles.values()));
      }

      const files: Record<string, string[]> = {};
      for (const output of Object.values(bundle)) {
        if (output.type !== 'chunk') continue;
        const units = output.moduleIds.filter((id) => !id.startsWith('\0')).map((id) => unitOf(id, root));
        files[output.fileName] = [...new Set(units)].sort();
      }
      this.emitFile({
        type: 'asset',
        fileName: '.vite/route-groups.json',
        source: JSON.stringify({ routeModules, uses, files }, null, 2),
      });
    },
  };
}
