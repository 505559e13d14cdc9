// @ts-check
// `npm start`: install what is missing, build, find or start Postgres and Redis, migrate, load the
// demo data (outside production), then run api, worker and web until Ctrl-C.
import { ensureInstalled } from './ensure-installed.mjs';
import { runOnProductNode } from './product-node.mjs';

ensureInstalled();
await runOnProductNode();

const { repoRoot, run, say } = await import('./lib/processes.cjs');
const { resolveServices, ownerDatabaseUrlFor } = await import('./lib/services.mjs');
const { startStack } = await import('./lib/stack.mjs');

const production = process.env.NODE_ENV === 'production';
const apiPort = Number(process.env.PORT ?? 3000);
const webPort = Number(process.env.WEB_PORT ?? 5173);

say('start', 'Building...');
await run('npm', ['run', 'build', '--silent'], { cwd: repoRoot });

const services = await resolveServices({ persistent: true });
let stack;
try {
  const databaseUrl = services.databaseUrl ?? (await ownerDatabaseUrlFor(services, 'cdi_exam'));
  stack = await startStack({
    databaseUrl,
    appDatabaseUrl: process.env.DATABASE_URL,
    redisUrl: services.redisUrl,
    redisPrefix: process.env.REDIS_PREFIX ?? 'cdi:',
    apiPort,
    webPort,
    seedDemo: !production,
    // A fresh clone has no APP_SECRET: outside production, npm start runs on the demo one, saying so.
    allowDemoSecret: !production,
  });
} catch (error) {
  await services.stop();
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}

const { DEMO_DEVELOPER, DEMO_GROUP, DEMO_PASSWORD, DEMO_STAFF, DEMO_STUDENTS, DEMO_TENANT } =
  await import('../apps/api/dist/demo/demo-data.js').then((m) => m.default ?? m);
const [firstStudent] = DEMO_STUDENTS;
const lastStudent = DEMO_STUDENTS.at(-1);
const demoInvigilator = DEMO_STAFF.find((member) => member.staffRoles.includes('invigilator'));
if (!firstStudent || !lastStudent) throw new Error('The demo data has no students');
if (!production) {
  const { assignSampleTest, giveSampleSittingToInvigilator, loadSampleContent } = await import('./lib/sample-content.mjs');
  await loadSampleContent({
    apiUrl: stack.apiUrl,
    developerLogin: DEMO_DEVELOPER.loginId,
    password: DEMO_PASSWORD,
    tenantName: DEMO_TENANT.name,
  })
    .then(() =>
      assignSampleTest({
        apiUrl: stack.apiUrl,
        adminLogin: DEMO_TENANT.adminLoginId,
        studentLogin: firstStudent.loginId,
        password: DEMO_PASSWORD,
        groupName: DEMO_GROUP,
      }),
    )
    .then(
      () =>
        demoInvigilator &&
        giveSampleSittingToInvigilator({
          apiUrl: stack.apiUrl,
          adminLogin: DEMO_TENANT.adminLoginId,
          invigilatorLogin: demoInvigilator.loginId,
          password: DEMO_PASSWORD,
        }),
    )
    .catch((error) => say('start', `The sample test could not be loaded: ${error.message}`));
}
say(
  'start',
  `
The exam platform is running: ${stack.webUrl}
  api ${stack.apiUrl}/api (health: ${stack.apiUrl}/api/health)
${
  production
    ? ''
    : `
Demo logins (password for all: ${DEMO_PASSWORD})
  developer           ${DEMO_DEVELOPER.loginId}
  admin, ${DEMO_TENANT.name}  ${DEMO_TENANT.adminLoginId}
${DEMO_STAFF.map((m) => `  ${m.staffRoles.join(', ')}`.padEnd(22) + m.loginId).join('\n')}
  students            ${firstStudent.loginId} to ${lastStudent.loginId}
`
}
Press Ctrl-C to stop.`,
);

let stopping = false;
async function shutdown() {
  if (stopping) return;
  stopping = true;
  say('start', 'Stopping...');
  await stack.stop();
  await services.stop();
  process.exit(0);
}
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);
