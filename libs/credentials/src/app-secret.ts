/**
 * Published with the code, so it protects nothing: used only where ALLOW_DEMO_SECRET opts into it,
 * never in production. The api and the worker (which seals enrolled students' passwords) share it.
 */
export const DEMO_APP_SECRET = 'demo-only-app-secret-never-use-in-production-0001';
