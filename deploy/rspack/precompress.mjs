// Build-time compression (DESIGN "Performance": first-visit bytes): after the build is written, every text
// asset gets a `.br` (brotli, quality 11) and a `.gz` (gzip, level 9) beside it. The backend's static-files
// middleware sends one of them, with Content-Encoding, when the browser accepts it, so no request pays for
// compression and the bytes are the smallest either format can make. Images, fonts and other media are
// already compressed and are left alone; the shell's index.html is rewritten per answer by the server,
// which compresses that page itself.
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Text formats worth compressing; everything else (jpg, png, webp, woff2, mp4…) is sent as it is. */
export const PRECOMPRESSED = /\.(?:js|mjs|css|json|svg|txt|map)$/i;
/** Below this the headers cost more than the bytes saved. */
export const MIN_BYTES = 1024;

export async function precompressFile(file) {
  const content = await readFile(file);
  if (content.length < MIN_BYTES) return false;
  const [br, gz] = await Promise.all([
    brotli(content, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
      },
    }),
    gzipAsync(content, { level: 9 }),
  ]);
  // A format that saves nothing is not written: the server then sends the file itself.
  if (br.length < content.length) await writeFile(`${file}.br`, br);
  if (gz.length < content.length) await writeFile(`${file}.gz`, gz);
  return true;
}

/** rspack plugin: compresses the emitted text assets of a production build. */
export class PrecompressPlugin {
  apply(compiler) {
    compiler.hooks.afterEmit.tapPromise('PrecompressPlugin', async (compilation) => {
      const outputPath = compilation.outputOptions.path;
      const names = compilation
        .getAssets()
        .map((asset) => asset.name)
        .filter((name) => PRECOMPRESSED.test(name));
      await Promise.all(names.map((name) => precompressFile(join(outputPath, name))));
    });
  }
}
