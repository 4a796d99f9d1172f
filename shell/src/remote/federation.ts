// The only place that talks to the Module Federation runtime. The build plugin has already created the
// shell's federation instance (with the shared singletons); here we add the remotes that the registry
// names, as manifest entries, and load one remote's `./app` when its route is visited.
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { ComponentType } from 'react';
import type { Registry } from './registry';

/** Raised when the registry does not name the remote (not published, or no registry at all). */
export class RemoteNotRegisteredError extends Error {
  constructor(readonly remote: string) {
    super(`Remote ${remote} is not in the registry`);
    this.name = 'RemoteNotRegisteredError';
  }
}

/** Raised when the remote loaded but its `./app` has no component as default export. */
export class InvalidRemoteModuleError extends Error {
  constructor(readonly remote: string) {
    super(`Remote ${remote} did not export a component as ./app`);
    this.name = 'InvalidRemoteModuleError';
  }
}

// Props are checked by the contract (RemoteAppProps), not here: the loader hands out components as the
// remote's build declares them.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type RemoteComponent = ComponentType<any>;

export interface RemoteLoader {
  /** The component of a remote already loaded on this page, so that coming back shows no spinner. */
  peek(remote: string): RemoteComponent | undefined;
  /** Loads `<remote>/app`; every call after a failure tries again from the network. */
  load(remote: string): Promise<RemoteComponent>;
}

export type ModuleImporter = (id: string) => Promise<unknown>;

function isComponent(value: unknown): value is RemoteComponent {
  // Function components, or the objects React.memo / forwardRef / lazy produce.
  return typeof value === 'function' || (typeof value === 'object' && value !== null && '$$typeof' in value);
}

/**
 * A loader over `registry`. `importModule` defaults to the federation runtime's `loadRemote`; tests pass
 * their own to stand in for the network.
 */
export function createRemoteLoader(
  registry: Registry,
  importModule: ModuleImporter = loadRemote,
): RemoteLoader {
  const loaded = new Map<string, RemoteComponent>();
  return {
    peek: (remote) => loaded.get(remote),
    async load(remote) {
      const cached = loaded.get(remote);
      if (cached) return cached;
      if (!Object.hasOwn(registry, remote)) throw new RemoteNotRegisteredError(remote);
      // A failed attempt leaves nothing cached in the runtime (a failed manifest or entry load is
      // forgotten, a failed chunk is requested again), so calling again is a real retry.
      const module = (await importModule(`${remote}/app`)) as { default?: unknown } | null | undefined;
      const component = module?.default;
      if (!isComponent(component)) throw new InvalidRemoteModuleError(remote);
      loaded.set(remote, component);
      return component;
    },
  };
}

/**
 * Registers every registry entry with the runtime. Nothing is downloaded here: a remote's manifest is
 * fetched the first time one of its modules is loaded, so anonymous visitors never fetch a panel.
 */
export function registerRegistry(registry: Registry): void {
  const remotes = Object.entries(registry).map(([name, { entry }]) => ({ name, entry }));
  if (remotes.length > 0) registerRemotes(remotes);
}
