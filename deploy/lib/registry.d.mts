// Types of registry.mjs for the backend's tests, which publish test versions the way the publisher does.
export declare function writeRegistry(
  publishDir: string,
  registry: { remotes: Record<string, object>; history: Record<string, unknown> },
): void;
