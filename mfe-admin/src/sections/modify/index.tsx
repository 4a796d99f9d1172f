import { Collapsible } from '@ricordo/shared-design';
import { AccountBlocks } from '@ricordo/shared-design/back-office';
import { ManifestContactForm } from './ManifestContactForm';
import { MODIFY_TEXTS as T } from './modify-texts';

/**
 * #modify (spec panels §2): the admin's account settings as three collapsible blocks — change password and
 * account data (the back office's account blocks), then the manifesto and tombstone contact data.
 */
export default function ModifySection({ title }: { title: string }) {
  return (
    <>
      <h2 className="panel-section-title">{title}</h2>
      <AccountBlocks>
        <Collapsible title={T.manifestoBlock}>
          <ManifestContactForm />
        </Collapsible>
      </AccountBlocks>
    </>
  );
}
