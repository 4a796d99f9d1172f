// A 200 MB partner video (DESIGN "Security": uploads streamed, never held whole in memory) streams through
// the backend into S3 without raising the backend's resident memory by more than 64 MB. Starts s3rver (the
// backend's test S3 server) and the built backend (`node backend/dist/main.js`, MEDIA_STORAGE=s3, fresh
// SQLite demo), posts a generated video through POST /api/partners/sendform/partner as a browser would,
// samples the backend's VmRSS every 100 ms, checks the object in the bucket, and reports the peak increase
// over the idle figure after a warm-up upload. Needs `npm run build -w backend`.
// Usage: node bench/upload-memory.mjs [--mb 199]
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { clearInterval, setInterval } from 'node:timers';
import { parseArgs } from 'node:util';
import { ROOT, waitFor } from './lib/platform.mjs';
import { report } from './lib/report.mjs';

const { values: args } = parseArgs({ options: { mb: { type: 'string', default: '199' } } });
const VIDEO_BYTES = Number(args.mb) * 1_000_000; // the partner limit is 200 000 000 bytes
const GOAL_MB = 64;
const fromBackend = createRequire(join(ROOT, 'backend', 'package.json'));
const S3rver = fromBackend('s3rver');
const { S3Client, HeadObjectCommand } = fromBackend('@aws-sdk/client-s3');
const { solveChallenge } = await import(fromBackend.resolve('altcha-lib'));

const freePort = () =>
  new Promise((resolvePort, reject) => {
    const server = createServer().once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolvePort(port));
    });
  });
const rssMb = (pid) => {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8').match(/^VmRSS:\s+(\d+) kB/m);
  return line ? Number(line[1]) / 1024 : 0;
};
const pause = (ms) => new Promise((resolvePause) => setTimeout(resolvePause, ms));

/** An MP4's `ftyp` box, then `bytes` in total of filler (generated as it is sent, never held whole). */
function* videoChunks(bytes) {
  const ftyp = Buffer.concat([
    Buffer.from([0, 0, 0, 0x20]),
    Buffer.from('ftypisomisomiso2avc1mp41', 'latin1'),
  ]);
  ftyp.writeUInt32BE(0x200, 12);
  yield ftyp;
  const block = Buffer.alloc(64 * 1024);
  for (let sent = ftyp.length; sent < bytes; sent += block.length) {
    for (let index = 0; index < block.length; index += 4) block.writeUInt32BE((sent + index) >>> 0, index);
    yield Buffer.from(block.subarray(0, Math.min(block.length, bytes - sent)));
  }
}

const dir = mkdtempSync(join(tmpdir(), 'ricordo-upload-memory-'));
const bucketName = 'ricordo-media';
const s3 = new S3rver({
  address: '127.0.0.1',
  port: 0,
  silent: true,
  directory: join(dir, 's3'),
  configureBuckets: [{ name: bucketName }],
});
const { port: s3Port } = await s3.run();
const s3Env = {
  MEDIA_STORAGE: 's3',
  S3_BUCKET: bucketName,
  S3_ENDPOINT: `http://127.0.0.1:${s3Port}`,
  S3_ACCESS_KEY_ID: 'S3RVER',
  S3_SECRET_ACCESS_KEY: 'S3RVER',
  S3_FORCE_PATH_STYLE: '1',
};
const port = await freePort();
const backend = spawn(process.execPath, [join(ROOT, 'backend', 'dist', 'main.js')], {
  cwd: ROOT,
  stdio: ['ignore', 'ignore', 'inherit'],
  env: {
    ...process.env,
    NODE_ENV: 'development',
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: join(dir, 'data'),
    DATABASE_URL: '',
    DEMO_MODE: '1',
    LOG_LEVEL: 'error',
    OUTBOX_WORKER: '0',
    MQTT_URL: '0',
    ...s3Env,
  },
});
const url = `http://127.0.0.1:${port}`;

/** A browser's partner request: session cookie, CSRF token, solved captcha, then the multipart body. */
async function partnerRequest(videoBytes, tag) {
  const first = await fetch(`${url}/api/auth/securitytoken`);
  const cookie = first.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ');
  const csrf = (await (await fetch(`${url}/api/auth/securitytoken`, { headers: { cookie } })).json()).data
    ._csrf;
  const challenge = (await (await fetch(`${url}/api/content/captcha`, { headers: { cookie } })).json()).data;
  const solved = await solveChallenge(
    challenge.challenge,
    challenge.salt,
    challenge.algorithm,
    challenge.maxnumber,
  ).promise;
  const fields = {
    name: `Onoranze Funebri Bench ${tag}`,
    type: 'partner',
    username: `onoranzefunebribench${tag}`,
    pi: `IT${String(Date.now()).slice(-11)}`,
    sdi: 'M5UXCR1',
    email: `bench${tag}@example.com`,
    description: 'Dal 1950 al vostro fianco.',
    nationality: '105',
    region: '4',
    province: '15',
    location: '15146',
    cap: '20121',
    route: 'Via Dante',
    civic: '5',
    terms: 'true',
    altcha: Buffer.from(JSON.stringify({ ...challenge, number: solved.number })).toString('base64'),
  };
  const boundary = `----ricordo${Date.now()}`;
  const head = Buffer.from(
    Object.entries(fields)
      .map(
        ([name, value]) =>
          `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
      )
      .join('') +
      `--${boundary}\r\nContent-Disposition: form-data; name="video"; filename="video.mp4"\r\n` +
      'Content-Type: video/mp4\r\n\r\n',
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  const body = Readable.from(
    (function* () {
      yield head;
      yield* videoChunks(videoBytes);
      yield tail;
    })(),
  );
  const answer = await new Promise((resolveAnswer, reject) => {
    const call = request(
      `${url}/api/partners/sendform/partner`,
      {
        method: 'POST',
        headers: {
          cookie,
          'x-csrf-token': csrf,
          'content-type': `multipart/form-data; boundary=${boundary}`,
          'content-length': head.length + videoBytes + tail.length,
        },
      },
      (response) => {
        let text = '';
        response.setEncoding('utf8').on('data', (chunk) => (text += chunk));
        response.on('end', () => resolveAnswer({ status: response.statusCode, text }));
      },
    );
    call.on('error', reject);
    body.pipe(call);
  });
  if (answer.status !== 200) throw new Error(`partner request answered ${answer.status}: ${answer.text}`);
  return fields;
}

try {
  await waitFor(`${url}/api/health/ready`);
  const bucket = new S3Client({
    region: 'us-east-1',
    endpoint: s3Env.S3_ENDPOINT,
    forcePathStyle: true,
    credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
  });
  // Warm-up: the same route with a small video, so that lazily loaded code is in memory before the figure.
  await partnerRequest(2_000_000, `w${Date.now().toString(36)}`);
  await pause(2000);
  const idle = [];
  for (let index = 0; index < 20; index += 1) {
    idle.push(rssMb(backend.pid));
    await pause(100);
  }
  const baseline = Math.max(...idle);

  let peak = 0;
  const samples = [];
  const sampler = setInterval(() => {
    const value = rssMb(backend.pid);
    samples.push(value);
    peak = Math.max(peak, value);
  }, 100);
  const started = Date.now();
  const fields = await partnerRequest(VIDEO_BYTES, Date.now().toString(36));
  const seconds = (Date.now() - started) / 1000;
  await pause(500);
  clearInterval(sampler);

  // The object in the bucket has every byte (found through the partner's row on the admin side would need a
  // login; the bucket listing is enough: the one object of the partner's folder).
  const { ListObjectsV2Command } = fromBackend('@aws-sdk/client-s3');
  const listed = await bucket.send(
    new ListObjectsV2Command({ Bucket: bucketName, Prefix: `partner/${fields.username}/` }),
  );
  const video = (listed.Contents ?? []).find((object) => object.Key.endsWith('.mp4'));
  if (!video) throw new Error('the video is not in the bucket');
  const head = await bucket.send(new HeadObjectCommand({ Bucket: bucketName, Key: video.Key }));
  if (head.ContentLength !== VIDEO_BYTES)
    throw new Error(`the bucket holds ${head.ContentLength} bytes, ${VIDEO_BYTES} were sent`);
  bucket.destroy();

  const increase = Math.round((peak - baseline) * 10) / 10;
  report('upload-memory', {
    route: 'POST /api/partners/sendform/partner (MEDIA_STORAGE=s3, s3rver on loopback)',
    videoBytes: VIDEO_BYTES,
    uploadSeconds: Math.round(seconds * 10) / 10,
    rssIdleMb: Math.round(baseline * 10) / 10,
    rssPeakMb: Math.round(peak * 10) / 10,
    rssPeakIncreaseMb: increase,
    goalMb: GOAL_MB,
    met: increase < GOAL_MB,
    samples: samples.length,
    loadAverage: loadavg().map((value) => Math.round(value * 10) / 10),
    objectKey: video.Key,
  });
} finally {
  const exited = new Promise((resolveExit) => backend.once('exit', resolveExit));
  backend.kill('SIGTERM');
  await exited;
  await s3.close();
  rmSync(dir, { recursive: true, force: true });
}
