import { MemorialScreenRedirect } from '../../memorial/MemorialScreenRedirect';

/** /modifica-memorial-admin?DeceasedID=000{id}: opens the admin panel's 'Modifica memorial'. */
export default function EditMemorialScreen() {
  return <MemorialScreenRedirect hash="#modifica-memorial" />;
}
