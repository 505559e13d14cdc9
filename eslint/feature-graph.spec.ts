// The web app's features form layers: a feature may use another through its index, but two features
// never use each other, directly or around a longer loop. A loop means neither can be read, tested or
// moved alone; what both need belongs in shared/, or is handed down by the page that composes them.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const featuresDir = path.resolve(__dirname, '../apps/web/src/features');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.spec\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/** Each feature and the other features its code (tests aside) imports. */
function featureGraph(): Map<string, Set<string>> {
  const graph = new Map<string, Set<string>>();
  for (const feature of readdirSync(featuresDir)) {
    const uses = new Set<string>();
    for (const file of sourceFiles(path.join(featuresDir, feature))) {
      for (const [, source] of readFileSync(file, 'utf8').matchAll(/from '(\.[^']+)'/g)) {
        const target = path.relative(featuresDir, path.resolve(path.dirname(file), source!)).split(path.sep)[0];
        if (target && target !== feature && !target.startsWith('..')) uses.add(target);
      }
    }
    graph.set(feature, uses);
  }
  return graph;
}

/** The loops of a graph, each as the path that closes it (a → b → a). */
function loops(graph: Map<string, Set<string>>): string[][] {
  const found: string[][] = [];
  const visit = (node: string, trail: string[]) => {
    for (const next of graph.get(node) ?? []) {
      const at = trail.indexOf(next);
      if (at >= 0) found.push([...trail.slice(at), next]);
      else visit(next, [...trail, next]);
    }
  };
  for (const start of graph.keys()) visit(start, [start]);
  return found;
}

describe('the web features', () => {
  it('are found with the features they import', () => {
    const graph = featureGraph();
    expect(graph.size).toBeGreaterThan(10);
    expect([...graph.values()].some((uses) => uses.size > 0)).toBe(true);
  });

  it('never import each other in a loop', () => {
    expect(loops(featureGraph()).map((loop) => loop.join(' → '))).toEqual([]);
  });

  it('would report a loop', () => {
    const graph = new Map([
      ['a', new Set(['b'])],
      ['b', new Set(['c'])],
      ['c', new Set(['a'])],
    ]);
    expect(loops(graph)[0]).toEqual(['a', 'b', 'c', 'a']);
  });
});
