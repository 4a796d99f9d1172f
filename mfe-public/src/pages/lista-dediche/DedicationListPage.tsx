// `/lista-dediche` (spec public §2 "Success and auxiliary screens"; spec panels §2 "dedication list 'Lista
// dediche di {deceased name}' (deceased id from a prop or query after '=')"): the published dedications of
// one deceased, as the memorial page lists them, with a link back to the memorial.
import { Link, useLocation } from 'react-router-dom';
import { ApiError, MESSAGES, parseDeceasedId, Spinner, toPublicId } from '@ricordo/shared-design';
import { useDeceasedData } from '../../common/deceased/useDeceasedData';
import { PageCard } from '../../common/PageCard';
import { TEXTS } from '../../common/texts';
import { Dedications } from '../memorial/MemorialSections';

const T = {
  title: (name: string) => `Lista dediche di ${name}`,
  loading: 'Lista dediche',
  notFound: 'Defunto non trovato',
  toMemorial: 'Vai alla lapide digitale',
} as const;

/** '?deceasedID=0001000' or '?=0001000': the id is what follows the last '='. */
export function deceasedIdOf(search: string): number | null {
  let raw = search.replace(/^\?/, '');
  try {
    raw = decodeURIComponent(raw);
  } catch {
    // A malformed escape stays as typed.
  }
  return parseDeceasedId(raw.slice(raw.lastIndexOf('=') + 1));
}

export function DedicationListPage({ deceasedID }: { deceasedID?: number }) {
  const { search } = useLocation();
  const id = deceasedID ?? deceasedIdOf(search);
  const state = useDeceasedData(id);
  const error =
    state.status !== 'failed'
      ? null
      : state.error instanceof ApiError
        ? state.error.message
        : MESSAGES.unexpected;

  if (state.status === 'none' || error !== null) {
    return (
      <PageCard title={T.notFound} titleId="pub-dedic-list-title">
        {error && error !== T.notFound && <p role="alert">{error}</p>}
        <Link to="/">{TEXTS.backHome}</Link>
      </PageCard>
    );
  }
  if (state.status !== 'ready') {
    return (
      <PageCard title={T.loading} titleId="pub-dedic-list-title">
        <Spinner />
      </PageCard>
    );
  }
  const { deceased } = state;
  return (
    <PageCard title={T.title(`${deceased.name} ${deceased.surname}`.trim())} titleId="pub-dedic-list-title">
      <Dedications dedic={deceased.dedic ?? []} />
      <Link to={`/memorial?${toPublicId(deceased.ID)}`}>{T.toMemorial}</Link>
    </PageCard>
  );
}
