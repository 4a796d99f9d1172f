import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver from 's3rver';
import type { S3Config } from '../config/s3-config';

/** The credentials s3rver checks SigV4 signatures with. */
const S3RVER_KEYS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

export interface TestS3Server {
  /** Settings for the S3 driver pointing at this server's bucket. */
  config: S3Config;
  /** The same as environment variables (MEDIA_STORAGE=s3 …), for loadConfig or a started backend. */
  env: Record<string, string>;
  dispose(): Promise<void>;
}

/**
 * A local server speaking the S3 REST API (s3rver: objects, ranges, multipart uploads, SigV4 checked) on a
 * free loopback port, with one empty bucket, its files in a temporary folder.
 */
export async function startS3Server(bucket = 'ricordo-media'): Promise<TestS3Server> {
  const directory = mkdtempSync(join(tmpdir(), 'ricordo-s3-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
  });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  return {
    config: { bucket, endpoint, region: 'us-east-1', credentials: S3RVER_KEYS, forcePathStyle: true },
    env: {
      MEDIA_STORAGE: 's3',
      S3_BUCKET: bucket,
      S3_ENDPOINT: endpoint,
      S3_REGION: 'us-east-1',
      S3_ACCESS_KEY_ID: S3RVER_KEYS.accessKeyId,
      S3_SECRET_ACCESS_KEY: S3RVER_KEYS.secretAccessKey,
      S3_FORCE_PATH_STYLE: '1',
    },
    async dispose() {
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
