import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { API_BASE, HealthPaths, Queues } from '@cdi/contracts';
import { parseEnv, requireExplicitInProduction, ServerEnvSchema } from '@cdi/db';
import { parseAllDocuments } from 'yaml';
import { ensureKubectl } from '../../../../scripts/lib/kubectl.cjs';
import { loadApiEnv } from '../../src/config/api-env';

const repoRoot = path.join(__dirname, '../../../..');
const KUSTOMIZE_DIRS = ['deploy/kubernetes/base', 'deploy/kubernetes/overlays/production'];

interface Container {
  name: string;
  image: string;
  command?: string[];
  env?: { name: string; value?: string }[];
  envFrom?: { configMapRef?: { name: string }; secretRef?: { name: string } }[];
  readinessProbe?: { httpGet?: { path: string } };
  livenessProbe?: { httpGet?: { path: string } };
  startupProbe?: { httpGet?: { path: string } };
}
interface K8sObject {
  kind: string;
  metadata: { name: string; labels?: Record<string, string>; annotations?: Record<string, string> };
  spec?: Record<string, unknown> & {
    template?: { metadata?: { labels?: Record<string, string> }; spec: { containers: Container[] } };
  };
  data?: Record<string, string>;
  stringData?: Record<string, string>;
}

/** What `kubectl kustomize` makes of a directory, as objects. */
async function render(dir: string): Promise<K8sObject[]> {
  const output = execFileSync(await ensureKubectl(), ['kustomize', path.join(repoRoot, dir)], { encoding: 'utf8' });
  return parseAllDocuments(output).map((document) => document.toJSON() as K8sObject);
}

const find = (objects: K8sObject[], kind: string, name: string): K8sObject => {
  const found = objects.find((o) => o.kind === kind && o.metadata.name === name);
  if (!found) throw new Error(`No ${kind} ${name} in the rendered deployment`);
  return found;
};
const podContainers = (workload: K8sObject): Container[] =>
  workload.kind === 'Job'
    ? (workload.spec as { template: { spec: { containers: Container[] } } }).template.spec.containers
    : workload.spec!.template!.spec.containers;

/**
 * The environment a container starts with: its own variables and those of the ConfigMaps and Secrets
 * it takes whole. The Secret's values are placeholders by design (the real ones come from a secret
 * store), so a key the api judges (APP_SECRET) gets a well-made value; every other value is the
 * rendered one.
 */
function environmentOf(objects: K8sObject[], container: Container): Record<string, string> {
  const env: Record<string, string> = {};
  for (const source of container.envFrom ?? []) {
    if (source.configMapRef) Object.assign(env, find(objects, 'ConfigMap', source.configMapRef.name).data);
    if (source.secretRef) {
      const secret = find(objects, 'Secret', source.secretRef.name);
      Object.assign(env, secret.stringData, secret.data);
      if ('APP_SECRET' in env) env.APP_SECRET = randomBytes(48).toString('base64');
    }
  }
  for (const variable of container.env ?? []) env[variable.name] = variable.value ?? '';
  return env;
}

/** The Dockerfile's build targets (`FROM ... AS name`). */
const dockerTargets = [...readFileSync(path.join(repoRoot, 'Dockerfile'), 'utf8').matchAll(/^FROM\s+\S+\s+AS\s+(\S+)/gim)].map(
  (match) => match[1]!,
);

describe.each(KUSTOMIZE_DIRS)('the Kubernetes deployment (%s)', (dir) => {
  let objects: K8sObject[];
  // The first render may fetch kubectl (ensureKubectl).
  beforeAll(async () => {
    objects = await render(dir);
  }, 180_000);

  it('starts the api with every variable its schema requires in production, and values it accepts', () => {
    const [api] = podContainers(find(objects, 'Deployment', 'api'));
    const env = environmentOf(objects, api!);
    expect(env.NODE_ENV).toBe('production');
    // loadApiEnv refuses a production environment that lacks a required variable or holds a bad value.
    expect(() => loadApiEnv(env)).not.toThrow();
    expect(loadApiEnv(env).FILES_S3_BUCKET).toBeTruthy();
  });

  it('gives every queue a worker, keeps ingestion apart from the exam-day queues, and starts each worker with what a server requires', () => {
    const workers = objects.filter(
      (o) => o.kind === 'Deployment' && o.metadata.labels?.['app.kubernetes.io/component'] === 'worker',
    );
    const served = workers.map((worker) => {
      const env = environmentOf(objects, podContainers(worker)[0]!);
      requireExplicitInProduction(parseEnv(ServerEnvSchema, env), env);
      return (env.WORKER_QUEUES ?? '').split(',').filter(Boolean);
    });
    // Each worker names only real queues, and every queue has one.
    expect(served.flat().sort()).toEqual(
      Object.values(Queues)
        .map((queue) => queue.name)
        .sort(),
    );
    expect(served.find((queues) => queues.includes(Queues.ingestExamPart.name))).toEqual([Queues.ingestExamPart.name]);
  });

  it('runs the migrations as the database owner, before the release (a pre-sync hook)', () => {
    const job = find(objects, 'Job', 'migrate');
    const [migrate] = podContainers(job);
    expect(environmentOf(objects, migrate!).DATABASE_OWNER_URL).toMatch(/^postgres(ql)?:\/\//);
    expect(job.metadata.annotations?.['argocd.argoproj.io/hook']).toBe('PreSync');
  });

  it("probes the api's real health routes: readiness on /api/health, liveness on /api/health/live", () => {
    const [api] = podContainers(find(objects, 'Deployment', 'api'));
    expect(api!.readinessProbe?.httpGet?.path).toBe(`${API_BASE}${HealthPaths.health}`);
    expect(api!.livenessProbe?.httpGet?.path).toBe(`${API_BASE}${HealthPaths.live}`);
    expect(api!.startupProbe?.httpGet?.path).toBe(`${API_BASE}${HealthPaths.live}`);
  });

  it("runs only images the Dockerfile builds, and commands that are the build's own entry points", () => {
    const workloads = objects.filter((o) => o.kind === 'Deployment' || o.kind === 'Job');
    expect(workloads.length).toBeGreaterThanOrEqual(5);
    for (const workload of workloads) {
      for (const container of podContainers(workload)) {
        const repository = container.image.split(':')[0]!.split('/').pop()!;
        expect(dockerTargets).toContain(repository.replace(/^cdi-exam-/, ''));
        const entry = container.command?.find((arg) => arg.endsWith('.js'));
        if (entry) expect(existsSync(path.join(repoRoot, entry.replace('/dist/', '/src/').replace(/\.js$/, '.ts')))).toBe(true);
      }
    }
  });

  it('scales the api on CPU, keeps it available through disruptions, and routes the api paths sticky to it', () => {
    const apiLabels = find(objects, 'Deployment', 'api').spec!.template!.metadata!.labels!;
    const hpa = find(objects, 'HorizontalPodAutoscaler', 'api').spec as {
      scaleTargetRef: { kind: string; name: string };
      minReplicas: number;
      metrics: { resource: { name: string } }[];
    };
    expect(hpa.scaleTargetRef).toMatchObject({ kind: 'Deployment', name: 'api' });
    expect(hpa.minReplicas).toBeGreaterThanOrEqual(2);
    expect(hpa.metrics.map((m) => m.resource.name)).toEqual(['cpu']);
    const pdb = find(objects, 'PodDisruptionBudget', 'api').spec as { selector: { matchLabels: Record<string, string> } };
    expect(apiLabels).toMatchObject(pdb.selector.matchLabels);
    const service = find(objects, 'Service', 'api').spec as { selector: Record<string, string> };
    expect(apiLabels).toMatchObject(service.selector);

    const ingress = find(objects, 'Ingress', 'api');
    expect(ingress.metadata.annotations?.['nginx.ingress.kubernetes.io/affinity']).toBe('cookie');
    const paths = (
      ingress.spec as { rules: { http: { paths: { path: string; backend: { service: { name: string } } }[] } }[] }
    ).rules.flatMap((rule) => rule.http.paths);
    expect(paths.map((p) => [p.path, p.backend.service.name])).toEqual([
      [`${API_BASE}/`, 'api'],
      ['/socket.io/', 'api'],
    ]);
  });
});
