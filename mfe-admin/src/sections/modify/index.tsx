import { AccountSummary } from '@ricordo/shared-design';

/** #modify (spec panels §2): the logged user's account data. */
export function ModifySection({ title }: { title: string }) {
  return <AccountSummary title={title} />;
}
