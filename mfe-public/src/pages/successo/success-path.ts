// The address of the purchase success page (spec public §2 "/buy-qrCode": "after payment goes to
// ./successo with register/account/data flags").
export interface SuccessFlags {
  /** A registration link was sent with the purchase. */
  register: boolean;
  /** The buyer was signed in to an account. */
  account: boolean;
  orderid: number;
}

export function successPath({ register, account, orderid }: SuccessFlags): string {
  return `/successo?register=${register ? 1 : 0}&account=${account ? 1 : 0}&data=${orderid}`;
}
