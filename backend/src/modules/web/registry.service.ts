import { Inject, Injectable, Logger } from '@nestjs/common';
import { join } from 'node:path';
import { APP_CONFIG, type AppConfig } from '../../config/app-config';
import { FileCache } from './file-cache';

export interface RemoteEntry {
  version: string;
  entry: string;
  /** The version's server render entry, when it has one: read by the backend only. */
  render?: string;
}
export type RemotesRegistry = Record<string, RemoteEntry>;

/**
 * The remotes registry written by deploy/scripts/publish.mjs (docs/contracts.md "How the platform is
 * served"): `${PUBLISH_DIR}/registry.json`. Only its `remotes` object reaches the browser.
 */
@Injectable()
export class RegistryService {
  private readonly logger = new Logger(RegistryService.name);
  private readonly file: FileCache<RemotesRegistry>;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    this.file = new FileCache(join(config.publishDir, 'registry.json'), (content) => this.parse(content));
  }

  async remotes(): Promise<RemotesRegistry> {
    try {
      return (await this.file.get()) ?? {};
    } catch (error) {
      this.logger.error({ msg: 'registry.json unreadable', error: String(error) });
      return {};
    }
  }

  /** The element the shell reads; '<' escaped so the JSON can never close the script element. */
  async scriptElement(): Promise<string> {
    const remotes = Object.fromEntries(
      Object.entries(await this.remotes()).map(([name, { version, entry }]) => [name, { version, entry }]),
    );
    const json = JSON.stringify(remotes).replace(/</g, '\\u003c');
    return `<script id="ricordo-registry" type="application/json">${json}</script>`;
  }

  private parse(content: string): RemotesRegistry {
    const parsed = JSON.parse(content) as { remotes?: unknown };
    const remotes = parsed.remotes;
    if (typeof remotes !== 'object' || remotes === null) return {};
    const result: RemotesRegistry = {};
    for (const [name, value] of Object.entries(remotes as Record<string, Partial<RemoteEntry>>)) {
      if (typeof value?.version === 'string' && typeof value.entry === 'string') {
        result[name] = { version: value.version, entry: value.entry };
        if (typeof value.render === 'string') result[name].render = value.render;
      }
    }
    return result;
  }
}
