import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { createReadStream } from 'node:fs';
import { rm } from 'node:fs/promises';
import { Readable } from 'node:stream';
import type { S3Config } from '../../../config/s3-config';
import { assertMediaKey, isMediaKey, MediaStorage, type ByteRange, type StoredFile } from './media-storage';

/**
 * Parts of a multipart upload, and how many are in flight at once: what one upload holds in memory is
 * about PART_BYTES × (QUEUE + 1), whatever the file's size. 5 MiB is S3's smallest part (10 000 parts make
 * 50 GiB, far above any upload); bench/upload-memory.mjs measured 8 MiB parts at twice the peak memory.
 */
const PART_BYTES = 5 * 1024 * 1024;
const QUEUE = 2;

const isMissing = (error: unknown) =>
  error instanceof S3ServiceException &&
  (error.name === 'NotFound' || error.name === 'NoSuchKey' || error.$metadata.httpStatusCode === 404);

export function createS3Client(config: S3Config): S3Client {
  return new S3Client({
    region: config.region,
    endpoint: config.endpoint ?? undefined,
    forcePathStyle: config.forcePathStyle,
    // A copy: the SDK marks the credentials object it is given.
    credentials: config.credentials ? { ...config.credentials } : undefined,
    // Checksums only where S3 demands them: S3-compatible servers do not all read the SDK's newer
    // streaming checksum trailers (aws-chunked bodies).
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
}

/**
 * The S3-compatible driver (MEDIA_STORAGE=s3): each media key is an object key in S3_BUCKET. Writes stream
 * through a multipart upload (lib-storage's Upload, a few parts in memory at a time); S3 makes an object
 * visible only once complete, so a reader sees the old file or the whole new one, and a failed upload is
 * aborted. Reads stream the object's body, one byte range when asked.
 */
export class S3Storage extends MediaStorage {
  private readonly bucket: string;

  constructor(
    config: S3Config,
    private readonly client: S3Client = createS3Client(config),
  ) {
    super();
    this.bucket = config.bucket;
  }

  async write(key: string, content: Readable): Promise<void> {
    assertMediaKey(key);
    const upload = new Upload({
      client: this.client,
      params: { Bucket: this.bucket, Key: key, Body: content },
      partSize: PART_BYTES,
      queueSize: QUEUE,
      leavePartsOnError: false,
    });
    // A source that fails midway must stop the upload (Upload only reads the stream; it does not watch it).
    const failed = new Promise<never>((_, reject) => content.once('error', reject));
    failed.catch(() => undefined);
    try {
      await Promise.race([upload.done(), failed]);
    } catch (error) {
      await upload.abort().catch(() => undefined);
      throw error;
    }
  }

  async moveIn(localPath: string, key: string): Promise<void> {
    await this.write(key, createReadStream(localPath));
    await rm(localPath, { force: true });
  }

  async read(key: string, range?: ByteRange): Promise<Readable | null> {
    if (!isMediaKey(key)) return null;
    try {
      const answer = await this.client.send(
        new GetObjectCommand({
          Bucket: this.bucket,
          Key: key,
          Range: range ? `bytes=${range.start}-${range.end}` : undefined,
        }),
      );
      // In Node the body is the HTTP response itself (an IncomingMessage): a stream, never buffered.
      return answer.Body instanceof Readable ? answer.Body : null;
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  }

  async stat(key: string): Promise<StoredFile | null> {
    if (!isMediaKey(key)) return null;
    try {
      const head = await this.client.send(new HeadObjectCommand({ Bucket: this.bucket, Key: key }));
      return { size: head.ContentLength ?? 0, modifiedAt: head.LastModified ?? new Date(0) };
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    if (!isMediaKey(key)) return;
    // S3 answers 204 for a key that does not exist, too.
    await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: key }));
  }
}
