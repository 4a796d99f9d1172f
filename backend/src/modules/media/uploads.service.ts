import { Inject, Injectable } from '@nestjs/common';
import busboy from 'busboy';
import type { Request } from 'express';
import { randomBytes } from 'node:crypto';
import { createWriteStream, type WriteStream } from 'node:fs';
import { mkdir, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import type { AppError } from '../../common/app-error';
import { APP_CONFIG, type AppConfig } from '../../config/app-config';
import { sniffFileType, SNIFF_BYTES, type MediaKind, type SniffedType } from './file-type';
import { normalizePhoto } from './photo-normalizer';
import { MediaErrors } from './media.errors';
import { rememberUpload } from './upload-summary';
import { MediaStorage, SCRATCH_FOLDER } from './storage/media-storage';
import { CSRF_BODY_FIELD } from '../../common/csrf-field';
import { MAX_PHOTO_BYTES, MAX_VIDEO_BYTES } from '../../common/spec-limits';

export interface UploadSpec {
  /** The file fields accepted, each with its kind and how many files it may carry. */
  files: Record<string, { kind: MediaKind; max: number }>;
  maxBytes?: { photo?: number; video?: number };
  /**
   * The target's permission or ownership check, run once on the text fields sent before the first file
   * (or on all of them when there is no file), before any file byte is read: a refusal answers at once
   * and the body is not stored. The fields it saw may not change later in the body. The fields naming
   * the target record must therefore come before the files.
   */
  authorize?: (fields: Readonly<Record<string, string>>) => Promise<void> | void;
}

export interface ReceivedFile {
  kind: MediaKind;
  /** The client's name for the file, without any path (for logs; stored files get random names). */
  name: string;
  /** Absolute path of the (re-encoded) temporary file under `${DATA_DIR}/media/tmp/`. */
  tmpPath: string;
  mime: string;
  ext: string;
  bytes: number;
  width?: number;
  height?: number;
}

export interface ReceivedUpload {
  fields: Record<string, string>;
  files: Record<string, ReceivedFile[]>;
}

/** A file as it arrived, before photos are re-encoded. */
interface RawFile {
  field: string;
  kind: MediaKind;
  /** The client's name for the file (logs only; never a path). */
  name: string;
  tmpPath: string;
  type: SniffedType | null;
  bytes: number;
}

const MAX_FIELDS = 100;
const MAX_FIELD_BYTES = 200_000;
/** After a refusal the rest of the body is read and dropped up to this much; beyond it the socket closes. */
const DRAIN_LIMIT_BYTES = 64_000_000;

const randomName = () => randomBytes(16).toString('hex');
const tooLarge = (kind: MediaKind) =>
  kind === 'photo' ? MediaErrors.fileTooLarge() : MediaErrors.videoTooLarge();
const wrongType = (kind: MediaKind) =>
  kind === 'photo' ? MediaErrors.invalidFileType() : MediaErrors.invalidVideoType();

/**
 * Uploads (docs/contracts.md "Uploads and rich text"): multipart bodies streamed to the local scratch folder
 * `media/tmp` (sharp re-encodes from a file), typed by their magic bytes, photos re-encoded without
 * metadata, and the accepted files moved into the media storage (MediaStorage). A refused request leaves no
 * file behind.
 */
@Injectable()
export class UploadsService {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly storage: MediaStorage,
  ) {}

  get tmpDir(): string {
    return join(this.config.mediaDir, SCRATCH_FOLDER);
  }

  /**
   * Reads the request's multipart body: text fields, and the files of `spec.files` streamed to disk and
   * checked (count, size while streaming, type from the first bytes, photo pixels and re-encoding). Files
   * of other fields are read and dropped. Any refusal deletes every file of the request and throws the
   * contract's AppError.
   */
  async receive(req: Request, spec: UploadSpec): Promise<ReceivedUpload> {
    if (!req.is('multipart/form-data')) throw MediaErrors.malformed();
    await mkdir(this.tmpDir, { recursive: true });
    const limits = {
      photo: spec.maxBytes?.photo ?? MAX_PHOTO_BYTES,
      video: spec.maxBytes?.video ?? MAX_VIDEO_BYTES,
    };
    const raw = await this.stream(req, spec, limits);
    const received: ReceivedFile[] = [];
    try {
      const files: Record<string, ReceivedFile[]> = {};
      for (const file of raw.files) {
        const ready = await this.finish(file);
        received.push(ready);
        (files[file.field] ??= []).push(ready);
      }
      const upload = { fields: raw.fields, files };
      rememberUpload(req, upload);
      return upload;
    } catch (error) {
      await this.discard([...received, ...raw.files.map((file) => ({ tmpPath: file.tmpPath }))]);
      throw error;
    }
  }

  /** Moves a received file into the storage as `{folder}/{random}.{ext}`; returns that key (path under media/). */
  async commit(file: Pick<ReceivedFile, 'tmpPath' | 'ext'>, folder: string): Promise<string> {
    const key = `${this.safeFolder(folder)}/${randomName()}.${file.ext}`;
    await this.storage.moveIn(file.tmpPath, key);
    return key;
  }

  /** Deletes temporary files (those not committed); missing files are fine. */
  async discard(files: Array<Pick<ReceivedFile, 'tmpPath'>>): Promise<void> {
    await Promise.all(files.map((file) => rm(file.tmpPath, { force: true })));
  }

  /** Deletes a committed file by its key (as `commit` returned it); missing, or not a key, is fine. */
  async remove(path: string): Promise<void> {
    await this.storage.delete(path);
  }

  private safeFolder(folder: string): string {
    if (!/^[a-z0-9-]+(?:\/[a-z0-9-]+)*$/i.test(folder) || folder.split('/')[0] === SCRATCH_FOLDER)
      throw new Error(`Bad media folder "${folder}"`);
    return folder;
  }

  /** Checks the type and, for photos, the pixels, then re-encodes; the raw file is replaced. */
  private async finish(file: RawFile): Promise<ReceivedFile> {
    if (!file.type || file.type.kind !== file.kind) throw wrongType(file.kind);
    if (file.kind === 'video')
      return {
        kind: 'video',
        name: file.name,
        tmpPath: file.tmpPath,
        mime: file.type.mime,
        ext: file.type.ext,
        bytes: file.bytes,
      };
    const target = join(this.tmpDir, randomName());
    try {
      const photo = await normalizePhoto(file.tmpPath, file.type, target);
      const { size } = await stat(photo.path);
      return {
        kind: 'photo',
        name: file.name,
        tmpPath: photo.path,
        mime: photo.mime,
        ext: photo.ext,
        bytes: size,
        width: photo.width,
        height: photo.height,
      };
    } finally {
      await rm(file.tmpPath, { force: true });
    }
  }

  /**
   * The streaming half: busboy writes each accepted file to media/tmp, counting bytes and sniffing the
   * first ones. Every stream has its error path (the request, busboy, each file stream kept or skipped,
   * each file writer): the first problem stops parsing, drains (or, past DRAIN_LIMIT_BYTES, closes) the
   * rest of the body, deletes every file written so far and rejects; a body that ends or breaks off inside
   * the form is UPLOAD_INTERRUPTED. With `spec.authorize`, no file byte is read before it has passed.
   */
  private stream(
    req: Request,
    spec: UploadSpec,
    limits: Record<MediaKind, number>,
  ): Promise<{ fields: Record<string, string>; files: RawFile[] }> {
    return new Promise((resolve, reject) => {
      const fields: Record<string, string> = {};
      const files: RawFile[] = [];
      const writers = new Set<WriteStream>();
      const writes: Array<Promise<void>> = [];
      const counts: Record<string, number> = {};
      /** Refused or handed over: later events change nothing. */
      let settled = false;
      /** The fields `spec.authorize` judged: they may not change afterwards. */
      let judged: Record<string, string> | null = null;
      let authorized: Promise<void> | null = null;
      let parser: busboy.Busboy;
      try {
        parser = busboy({
          headers: req.headers,
          limits: {
            fileSize: Math.max(limits.photo, limits.video),
            files: Object.values(spec.files).reduce((sum, field) => sum + field.max, 0) + 20,
            fields: MAX_FIELDS,
            fieldSize: MAX_FIELD_BYTES,
            parts: MAX_FIELDS + 200,
          },
        });
      } catch {
        reject(MediaErrors.malformed());
        return;
      }

      const fail = (error: Error) => {
        if (settled) return;
        settled = true;
        req.unpipe(parser);
        parser.removeAllListeners();
        parser.on('error', () => undefined);
        drain(req);
        const closing = [...writers].map(
          (writer) =>
            new Promise<void>((done) =>
              writer.closed ? done() : (writer.once('close', () => done()), writer.destroy()),
            ),
        );
        void Promise.allSettled([...closing, ...writes])
          .then(() => this.discard(files))
          .finally(() => reject(error));
      };
      /** Runs `spec.authorize` once, on the fields received so far. */
      const authorize = () =>
        (authorized ??= (async () => {
          judged = { ...fields };
          await spec.authorize?.(judged);
        })());

      parser.on('field', (name, value, info) => {
        if (info.valueTruncated) return fail(MediaErrors.malformed());
        // The CSRF guard read the header before the body; the kit also puts the token in the form, after
        // the files (FormData.set appends): it is not one of the form's fields.
        if (name === CSRF_BODY_FIELD) return;
        if (judged && name in judged && judged[name] !== value) return fail(MediaErrors.malformed());
        fields[name] = value;
      });
      parser.on('file', (name, stream, info) => {
        // First of all: a body cut off inside this part destroys the stream with an error.
        stream.on('error', (error) => fail(parseError(asError(error), req)));
        if (settled) {
          stream.resume();
          return;
        }
        if (!spec.authorize) return take(name, stream, info.filename);
        // Unread, the stream holds busboy (and so the request) until the check has passed.
        authorize().then(
          () => (settled ? stream.resume() : take(name, stream, info.filename)),
          (error: unknown) => {
            fail(asError(error));
            stream.resume();
          },
        );
      });
      const take = (name: string, stream: Readable, filename: string | undefined) => {
        const accepted = spec.files[name];
        if (!accepted) {
          stream.resume();
          return;
        }
        counts[name] = (counts[name] ?? 0) + 1;
        if (counts[name] > accepted.max) {
          stream.resume();
          return fail(
            accepted.kind === 'photo' ? MediaErrors.maxImagesReached() : MediaErrors.maxVideosReached(),
          );
        }
        const file: RawFile = {
          field: name,
          kind: accepted.kind,
          name: clientName(filename),
          tmpPath: join(this.tmpDir, randomName()),
          type: null,
          bytes: 0,
        };
        files.push(file);
        const writer = createWriteStream(file.tmpPath, { flags: 'wx' });
        writers.add(writer);
        let head = Buffer.alloc(0);
        let sniffed = false;
        stream.on('data', (chunk: Buffer) => {
          if (settled) return;
          file.bytes += chunk.length;
          if (file.bytes > limits[accepted.kind]) return fail(tooLarge(accepted.kind));
          if (!sniffed) {
            head = Buffer.concat([head, chunk]).subarray(0, SNIFF_BYTES);
            if (head.length >= SNIFF_BYTES) {
              sniffed = true;
              file.type = sniffFileType(head);
              if (!file.type || file.type.kind !== accepted.kind) return fail(wrongType(accepted.kind));
            }
          }
        });
        stream.on('limit', () => fail(tooLarge(accepted.kind)));
        stream.on('end', () => {
          if (!sniffed) file.type = sniffFileType(head);
        });
        writes.push(
          new Promise<void>((done, failWrite) => {
            writer.on('close', () => {
              writers.delete(writer);
              done();
            });
            writer.on('error', failWrite);
          }).catch((error: unknown) => fail(asError(error))),
        );
        stream.pipe(writer);
      };
      parser.on('error', (error) => fail(parseError(asError(error), req)));
      parser.on('filesLimit', () => fail(MediaErrors.maxImagesReached()));
      parser.on('fieldsLimit', () => fail(MediaErrors.malformed()));
      parser.on('partsLimit', () => fail(MediaErrors.malformed()));
      parser.on('close', () => {
        // A form without files is judged at its end; the files' writes were queued before this.
        void authorize()
          .then(() => Promise.all(writes))
          .then(
            () => {
              if (settled) return;
              // From here the files belong to the caller: a late socket error must not delete them.
              settled = true;
              resolve({ fields, files });
            },
            (error: unknown) => fail(asError(error)),
          );
      });
      req.on('error', () => fail(MediaErrors.interrupted()));
      req.on('aborted', () => fail(MediaErrors.interrupted()));
      req.pipe(parser);
    });
  }
}

/**
 * What a parse failure means for the sender: the body ended inside the form (busboy's "Unexpected end of
 * form/file", or a part's headers cut off by the end), or it is not a form we can read.
 */
function parseError(error: Error, req: Request): AppError {
  const { message } = error;
  if (/^Unexpected end of/.test(message)) return MediaErrors.interrupted();
  if (message === 'Malformed part header' && req.complete) return MediaErrors.interrupted();
  return MediaErrors.malformed();
}

function asError(error: unknown): Error {
  return error instanceof Error ? error : new Error(String(error));
}

/** The client's name for a file, as logs may show it: no path, no control characters, short. */
function clientName(filename: string | undefined): string {
  const base = (filename ?? '').split(/[\\/]/).pop() ?? '';
  return [...base]
    .filter((char) => char >= ' ' && char !== '\u007f')
    .join('')
    .slice(0, 120);
}

/** Reads and drops what is left of a refused body so the answer reaches the client; too much closes it. */
function drain(req: Request): void {
  let dropped = 0;
  req.on('data', (chunk: Buffer) => {
    dropped += chunk.length;
    if (dropped > DRAIN_LIMIT_BYTES) req.destroy();
  });
  req.resume();
}
