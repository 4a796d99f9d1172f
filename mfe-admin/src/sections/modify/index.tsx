import { AccountBlocks } from '@ricordo/shared-design/back-office';

/**
 * #modify (spec panels §2): the admin's account settings as collapsible blocks — change password and account
 * data (the back office's account blocks). The manifesto and tombstone contact block comes with issue 10.
 */
export default function ModifySection({ title }: { title: string }) {
  return (
    <>
      <h2 className="panel-section-title">{title}</h2>
      <AccountBlocks />
    </>
  );
}
