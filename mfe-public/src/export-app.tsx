// What the shell mounts for every public path (docs/contracts.md, "Remote entry ./app"). On a page the
// server drew with this remote's render entry, the remote hydrates that markup in place
// (hydrated-remote.tsx); everywhere else it renders as usual.
import { useState } from 'react';
import type { RemoteAppProps } from '@ricordo/shared-design';
import { HydratedRemote, hydratableMarkup } from './hydrated-remote';
import { PublicTree } from './public-tree';

export default function PublicRemote({ basePath }: RemoteAppProps) {
  // Read while rendering: the shell's container holding the node leaves the document in this commit.
  const [server] = useState(hydratableMarkup);
  if (server) return <HydratedRemote element={server} basePath={basePath} />;
  return <PublicTree basePath={basePath} />;
}
