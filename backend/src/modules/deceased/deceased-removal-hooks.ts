import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';

/** What a hook did for a deleted deceased: changes for the audit row, files to delete once committed. */
export interface DeceasedRemoval {
  changes?: Record<string, unknown>;
  /** Media paths (as UploadsService.commit gave them) that belonged only to the deleted rows. */
  files?: string[];
}

/**
 * What another module does, in the same transaction, when a deceased is deleted (the admin's deceasedDelete),
 * for what the foreign keys do not settle by themselves — the qrcodes module frees the plaque of the deleted
 * page so it can be activated again; the dedications module names the files of the dedications that go.
 * Registered at start-up by the module that owns the rows (as DeceasedPageParts), so this module imports none.
 */
export type DeceasedRemovalHook = (manager: EntityManager, deceasedId: number) => Promise<DeceasedRemoval>;

@Injectable()
export class DeceasedRemovalHooks {
  private readonly hooks = new Map<string, DeceasedRemovalHook>();

  register(name: string, hook: DeceasedRemovalHook): void {
    this.hooks.set(name, hook);
  }

  /** Every hook in the caller's transaction, before the deceased row goes; their changes and files, merged. */
  async run(manager: EntityManager, deceasedId: number): Promise<Required<DeceasedRemoval>> {
    const merged: Required<DeceasedRemoval> = { changes: {}, files: [] };
    for (const hook of this.hooks.values()) {
      const { changes, files } = await hook(manager, deceasedId);
      Object.assign(merged.changes, changes);
      merged.files.push(...(files ?? []));
    }
    return merged;
  }
}
