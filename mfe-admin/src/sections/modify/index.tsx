import { AccountSummary } from '../../panel/AccountSummary';

/** #modify (spec panels §2): the logged user's account data. */
export function ModifySection({ title }: { title: string }) {
  return <AccountSummary title={title} />;
}
