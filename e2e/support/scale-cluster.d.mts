// Types of scale-cluster.mjs for the scale-out tests.
export interface ScaleInstance {
  id: string;
  port: number;
  url: string;
  startedAt: Date;
}

export interface ScaleClusterHandle {
  proxyUrl: string;
  instances: ScaleInstance[];
  smtpApi: string;
  mysqlUrl: string;
  /** instance-{id}.log of each instance. */
  logDir: string;
  pageCacheSyncMs: number;
  lampJobMs: number;
  /** Stops one instance with SIGTERM (for fault benchmarks); the proxy keeps listing it. */
  stopInstance(id: string): Promise<void>;
  /** Starts a stopped instance again on its port; resolves once it is ready. */
  startInstance(id: string): Promise<void>;
  stop(): Promise<void>;
}

export const SCALE_LOG_DIR: string;

export function startScaleCluster(options?: {
  mysqlUrl?: string;
  pageCacheSyncMs?: number;
  lampJobMs?: number;
}): Promise<ScaleClusterHandle>;
