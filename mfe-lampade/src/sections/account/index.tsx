import { AccountSummary } from '@ricordo/shared-design';

/** #account (spec panels §2): the logged user's account data. */
export function AccountSection({ title }: { title: string }) {
  return <AccountSummary title={title} />;
}
