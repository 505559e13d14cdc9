/** The path of a kubectl whose kustomize renders deploy/kubernetes (fetched into .cache/tools if needed). */
export declare function ensureKubectl(): Promise<string>;
