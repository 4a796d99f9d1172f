// `/nuovo-necrologio` (spec public §2 "Success and auxiliary screens"): a notice (necrologio) was added.
import { SuccessScreen } from '../post-add/SuccessScreen';
import { POST_ADD_TEXTS as T } from '../post-add/post-add-texts';

export function NewNoticePage() {
  return (
    <SuccessScreen
      title={T.noticeTitle}
      message={T.noticeMessage}
      titleId="pub-new-notice-title"
      sections={{
        partner: { list: '#pages', add: '#aggiungi-necrologio' },
        admin: { list: '#necrologi', add: '#aggiungi-necrologi' },
      }}
    />
  );
}
