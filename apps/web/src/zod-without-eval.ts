import { z } from 'zod';

// The app's Content-Security-Policy allows no eval (security-headers.ts). Zod compiles fast parsers
// with new Function and probes whether it may; under the CSP even the probe is a reported violation.
// Imported first by main.tsx, before any schema parses.
z.config({ jitless: true });
