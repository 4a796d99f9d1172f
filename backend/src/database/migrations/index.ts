import { InitialSchema1763740000000 } from './1763740000000-InitialSchema';

/** The one migration set, in order (DESIGN "Data"). */
export const MIGRATIONS = [InitialSchema1763740000000];
