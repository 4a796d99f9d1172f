/** The S3-compatible media storage (MEDIA_STORAGE=s3; modules/media/storage/s3.storage.ts). */
export interface S3Config {
  /** S3_BUCKET: the bucket media files are kept in (created beforehand; keys are the media keys). */
  bucket: string;
  /** S3_ENDPOINT: an S3-compatible server's URL (MinIO, Ceph, a cloud's S3 API); null = AWS itself. */
  endpoint: string | null;
  /** S3_REGION (default us-east-1). */
  region: string;
  /**
   * S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY, both or neither; null: the AWS SDK's own credential chain
   * (AWS_* variables, shared files, an instance or task role).
   */
  credentials: { accessKeyId: string; secretAccessKey: string } | null;
  /** S3_FORCE_PATH_STYLE: address the bucket as `{endpoint}/{bucket}/…` instead of `{bucket}.{host}` (0/1). */
  forcePathStyle: boolean;
}

/** DNS-style bucket names (3-63 lowercase letters, digits, dots and hyphens). */
const BUCKET = /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/;

/**
 * Reads the S3_* variables for MEDIA_STORAGE=s3, adding one clear sentence per problem to `problems`
 * (loadConfig refuses the start with all of them).
 */
export function readS3Config(env: NodeJS.ProcessEnv, problems: string[]): S3Config {
  const text = (name: string): string | undefined => env[name]?.trim() || undefined;
  const bucket = text('S3_BUCKET') ?? '';
  if (!bucket) problems.push('S3_BUCKET is required with MEDIA_STORAGE=s3');
  else if (!BUCKET.test(bucket))
    problems.push(
      `S3_BUCKET must be a bucket name (3-63 lowercase letters, digits, . and -; got "${bucket}")`,
    );

  const endpoint = text('S3_ENDPOINT') ?? null;
  if (endpoint !== null && !/^https?:\/\/[^/\s]+\/?$/.test(endpoint))
    problems.push(
      `S3_ENDPOINT must be an http(s) URL without a path, e.g. https://s3.example.com (got "${endpoint}")`,
    );

  const region = text('S3_REGION') ?? 'us-east-1';
  if (!/^[a-z0-9-]{2,40}$/.test(region))
    problems.push(`S3_REGION must be a region name such as eu-south-1 (got "${region}")`);

  const accessKeyId = text('S3_ACCESS_KEY_ID');
  const secretAccessKey = text('S3_SECRET_ACCESS_KEY');
  if (Boolean(accessKeyId) !== Boolean(secretAccessKey))
    problems.push(
      'S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together: set both, or neither for the AWS default chain',
    );

  const pathStyle = text('S3_FORCE_PATH_STYLE')?.toLowerCase() ?? '0';
  if (!['0', '1', 'true', 'false'].includes(pathStyle))
    problems.push(`S3_FORCE_PATH_STYLE must be 0 or 1 (got "${pathStyle}")`);

  return {
    bucket,
    endpoint: endpoint?.replace(/\/$/, '') ?? null,
    region,
    credentials: accessKeyId && secretAccessKey ? { accessKeyId, secretAccessKey } : null,
    forcePathStyle: pathStyle === '1' || pathStyle === 'true',
  };
}
