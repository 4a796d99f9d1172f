/** /aggiungi-dono-admin?000{id}: the admin adds a gift to a deceased (spec panels §2 row actions). */
export default function AddGiftScreen() {
  return <h1>Aggiungi dono</h1>;
}
