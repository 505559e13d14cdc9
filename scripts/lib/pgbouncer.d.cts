export declare const PGBOUNCER_PATH: string;
export declare const PGBOUNCER_MISSING: string;
