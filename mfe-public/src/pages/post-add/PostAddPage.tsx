// `/post-add` (spec public §2 "Success and auxiliary screens"): a deceased (with its tombstone) was added.
import { SuccessScreen } from './SuccessScreen';
import { POST_ADD_TEXTS as T } from './post-add-texts';

export function PostAddPage() {
  return (
    <SuccessScreen
      title={T.deceasedTitle}
      message={T.deceasedMessage}
      titleId="pub-post-add-title"
      sections={{
        partner: { list: '#deceased', add: '#aggiungi-defunto' },
        admin: { list: '#pages', add: '#aggiungi-defunto' },
      }}
    />
  );
}
