// A success screen after an add (/post-add, /nuovo-necrologio): the title, the spec's message, the way back
// to the signed-in user's panel (its section of the list and of the form to add another) or home.
import { Link } from 'react-router-dom';
import { landingPathFor, PANEL_PATHS, roleOf, useSession } from '@ricordo/shared-design';
import { PageCard } from '../../common/PageCard';
import { TEXTS } from '../../common/texts';
import { POST_ADD_TEXTS as T } from './post-add-texts';

export interface SuccessScreenProps {
  title: string;
  message: string;
  titleId: string;
  /** The panel sections of the list and of the form, per role (partner, admin). */
  sections: { partner: { list: string; add: string }; admin: { list: string; add: string } };
}

export function SuccessScreen({ title, message, titleId, sections }: SuccessScreenProps) {
  const { user } = useSession();
  const role = user ? roleOf(user) : null;
  const panel =
    role === 'partner' || role === 'admin' ? { path: PANEL_PATHS[role], ...sections[role] } : null;
  return (
    <PageCard title={title} titleId={titleId}>
      <p className="pub-notice" role="status">
        {message}
      </p>
      {panel ? (
        <p>
          <Link to={`${panel.path}${panel.list}`}>{T.toPanel}</Link>
          {' · '}
          <Link to={`${panel.path}${panel.add}`}>{T.addAnother}</Link>
        </p>
      ) : (
        <p>
          {role && <Link to={landingPathFor(role)}>{T.toPanel}</Link>}
          {role && ' · '}
          <Link to="/">{TEXTS.backHome}</Link>
        </p>
      )}
    </PageCard>
  );
}
