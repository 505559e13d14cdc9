import { createApiApp } from './bootstrap';
import { loadApiEnv } from './config/api-env';

async function main(): Promise<void> {
  const env = loadApiEnv();
  // Warnings and errors only: Nest's start-up route listing drowns what matters.
  const app = await createApiApp(env, ['warn', 'error']);
  await app.listen(env.PORT, env.HOST);
  console.log(`Api listening on port ${env.PORT}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
