import { PassThrough } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { boundaryOf, PEEK_LIMIT_BYTES, peekMultipartField } from './multipart-peek';

const BOUNDARY = '----ricordo123';

function part(name: string, value: string, filename?: string): string {
  const disposition = `Content-Disposition: form-data; name="${name}"${filename ? `; filename="${filename}"` : ''}`;
  const type = filename ? '\r\nContent-Type: application/octet-stream' : '';
  return `--${BOUNDARY}\r\n${disposition}${type}\r\n\r\n${value}\r\n`;
}

/** A stream delivering the body in chunks of `size` bytes, then ending. */
function streamOf(body: string, size: number): PassThrough {
  const stream = new PassThrough();
  const bytes = Buffer.from(body, 'latin1');
  for (let offset = 0; offset < bytes.length; offset += size)
    stream.write(bytes.subarray(offset, offset + size));
  stream.end();
  return stream;
}

async function rest(stream: PassThrough): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('latin1');
}

describe('peekMultipartField', () => {
  const body =
    part('name', 'Anna') +
    part('dedic-type', 'dedica-video') +
    part('file', 'VIDEO', 'clip.mp4') +
    `--${BOUNDARY}--\r\n`;

  it.each([1, 7, 64, 100_000])(
    'finds the field in chunks of %i bytes and puts every byte back',
    async (size) => {
      const stream = streamOf(body, size);
      expect(await peekMultipartField(stream, BOUNDARY, 'dedic-type')).toBe('dedica-video');
      expect(await rest(stream)).toBe(body);
    },
  );

  it('gives null when a file comes first, and keeps the body whole', async () => {
    const fileFirst =
      part('file', 'VIDEO', 'clip.mp4') + part('dedic-type', 'dedica-video') + `--${BOUNDARY}--\r\n`;
    const stream = streamOf(fileFirst, 16);
    expect(await peekMultipartField(stream, BOUNDARY, 'dedic-type')).toBeNull();
    expect(await rest(stream)).toBe(fileFirst);
  });

  it('gives null at the end of a form without the field', async () => {
    const noField = part('name', 'Anna') + `--${BOUNDARY}--\r\n`;
    const stream = streamOf(noField, 5);
    expect(await peekMultipartField(stream, BOUNDARY, 'dedic-type')).toBeNull();
    expect(await rest(stream)).toBe(noField);
  });

  it('stops at the peek limit', async () => {
    const long = part('dedic', 'x'.repeat(PEEK_LIMIT_BYTES + 10_000)) + part('dedic-type', 'dedica-foto');
    const stream = streamOf(long, 4096);
    expect(await peekMultipartField(stream, BOUNDARY, 'dedic-type')).toBeNull();
    expect((await rest(stream)).length).toBe(long.length);
  });

  it('reads the boundary of a content type', () => {
    expect(boundaryOf(`multipart/form-data; boundary=${BOUNDARY}`)).toBe(BOUNDARY);
    expect(boundaryOf('multipart/form-data; boundary="a b"')).toBe('a b');
    expect(boundaryOf('application/json')).toBeNull();
  });
});
