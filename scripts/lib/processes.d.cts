import type { ChildProcess } from 'node:child_process';

export interface ProcessHandle {
  label: string;
  /** The current child (supervise() replaces it when it starts the process again). */
  child: ChildProcess;
  recentOutput(): string;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

interface Options {
  env?: NodeJS.ProcessEnv;
  cwd?: string;
}

export declare const repoRoot: string;
export declare function say(label: string, message: unknown): void;
export declare function startProcess(
  label: string,
  command: string,
  args: string[],
  options?: Options & { quiet?: boolean },
): ProcessHandle;
export declare function supervise(handle: ProcessHandle): ProcessHandle;
export declare function stopProcess(handle: ProcessHandle, graceMs?: number): Promise<void>;
export declare function run(command: string, args: string[], options?: Options): Promise<void>;
export declare function waitForHttp(
  url: string,
  options?: { handle?: ProcessHandle; timeoutMs?: number; accept?: number[] },
): Promise<void>;
export declare function freePort(): Promise<number>;
export declare const SERVER_NODE_OPTIONS: string;
export declare function serverEnv(env?: NodeJS.ProcessEnv): NodeJS.ProcessEnv;
export declare function startWebPreview(options: { apiUrl: string; port: number; quiet?: boolean }): ProcessHandle;
