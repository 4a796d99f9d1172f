// `/lista-dediche` (spec public §2 "Success and auxiliary screens"; spec panels §2 "dedication list 'Lista
// dediche di {deceased name}' (deceased id from a prop or query after '=')"): the published dedications of
// one deceased, as the memorial page lists them, with a link back to the memorial.
import { useEffect, useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import {
  api,
  ApiError,
  isAbortError,
  MESSAGES,
  parseDeceasedId,
  Spinner,
  toPublicId,
  type DeceasedData,
} from '@ricordo/shared-design';
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
  const [state, setState] = useState<{ data: DeceasedData | null; error: string | null }>({
    data: null,
    error: null,
  });

  useEffect(() => {
    if (id === null) return;
    const controller = new AbortController();
    api.get<DeceasedData>(`/deceased/deceasedData/${id}`, { signal: controller.signal }).then(
      (envelope) => setState({ data: envelope.data, error: null }),
      (error: unknown) => {
        if (isAbortError(error)) return;
        setState({ data: null, error: error instanceof ApiError ? error.message : MESSAGES.unexpected });
      },
    );
    return () => controller.abort();
  }, [id]);

  if (id === null || state.error !== null) {
    return (
      <PageCard title={T.notFound} titleId="pub-dedic-list-title">
        {state.error && state.error !== T.notFound && <p role="alert">{state.error}</p>}
        <Link to="/">{TEXTS.backHome}</Link>
      </PageCard>
    );
  }
  const deceased = state.data;
  if (!deceased) {
    return (
      <PageCard title={T.loading} titleId="pub-dedic-list-title">
        <Spinner />
      </PageCard>
    );
  }
  return (
    <PageCard title={T.title(`${deceased.name} ${deceased.surname}`.trim())} titleId="pub-dedic-list-title">
      <Dedications dedic={deceased.dedic ?? []} />
      <Link to={`/memorial?${toPublicId(deceased.ID)}`}>{T.toMemorial}</Link>
    </PageCard>
  );
}
