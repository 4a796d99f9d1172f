import { AccountBlocks } from '@ricordo/shared-design/back-office';

/** #account (spec panels §2): change password and account data, the back office's account blocks. */
export default function AccountSection({ title }: { title: string }) {
  return (
    <>
      <h2 className="panel-section-title">{title}</h2>
      <AccountBlocks />
    </>
  );
}
