import { MemorialScreenRedirect } from '../../memorial/MemorialScreenRedirect';

/** /aggiungi-memorial-admin?DeceasedID=000{id}: opens the admin panel's 'Attiva memorial'. */
export default function AddMemorialScreen() {
  return <MemorialScreenRedirect hash="#aggiungi-memorial" />;
}
