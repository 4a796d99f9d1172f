import { useSession } from '../session/session-store';

/** The logged user's account data, straight from the shared session store. */
export function AccountSummary({ title }: { title: string }) {
  const user = useSession((s) => s.user);
  if (!user) return <h2 className="panel-section-title">{title}</h2>;
  const rows: Array<[string, string]> = [
    ['Nome', `${user.name} ${user.surname}`.trim()],
    ['Username', user.username],
    ['Email', user.email ?? '—'],
    ['Telefono', user.telephone ?? '—'],
  ];
  return (
    <>
      <h2 className="panel-section-title">{title}</h2>
      <dl className="panel-account">
        {rows.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </>
  );
}
