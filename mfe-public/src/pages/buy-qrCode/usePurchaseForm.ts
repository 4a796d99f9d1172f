// The plaque purchase form's state (spec public §4 "Purchase flow", §5 "Purchase", §6): its values (the
// last address sent, a logged-in buyer's data), the changes that clear a field's error, the username of an
// optional registration, and the order (POST /api/qrcodes/qrCode) with its refusals and the order to pay.
import { useCallback, useEffect, useState, type FormEvent } from 'react';
import {
  MESSAGES,
  api,
  lastAddress,
  rememberAddress,
  useSession,
  type ContactType,
} from '@ricordo/shared-design';
import { rememberOrderKey, type PayableOrder } from '../../common/payment';
import type { BuyerIdentityField, BuyerIdentityValues } from '../../common/forms/BuyerIdentityFields';
import { looseBody } from '../../common/loose-body';
import { useGeneratedUsername } from '../registrazione/useGeneratedUsername';
import { useSubmitOnceUsername } from '../registrazione/useSubmitOnceUsername';
import { focusField } from './buy-field-ids';
import type { PurchasePrompt } from './PurchasePrompts';
import { EMPTY_PURCHASE, prefilledFrom } from './purchase-form-state';
import { refusalOf } from './purchase-refusals';
import {
  PURCHASE_FIELD_ORDER,
  purchaseBody,
  validatePurchase,
  type PurchaseErrors,
  type PurchaseField,
  type PurchaseValues,
} from './purchase-rules';

export function usePurchaseForm() {
  const user = useSession((state) => state.user);
  // spec public §3: the last address sent is kept locally and offered again (the account's wins).
  const [values, setValues] = useState<PurchaseValues>(() => ({
    ...EMPTY_PURCHASE,
    address: lastAddress() ?? EMPTY_PURCHASE.address,
  }));
  const { username, status: usernameStatus } = useGeneratedUsername(
    values.register ? values.name : '',
    values.register ? values.surname : '',
  );
  const { form, waiting: waitingForUsername, wait: waitForUsername } = useSubmitOnceUsername(usernameStatus);
  const [errors, setErrors] = useState<PurchaseErrors>({});
  const [busy, setBusy] = useState(false);
  const [prompt, setPrompt] = useState<PurchasePrompt | null>(null);
  const [order, setOrder] = useState<(PayableOrder & { register: boolean }) | null>(null);
  const loggedIn = user !== null;

  // spec public §6: a logged-in buyer's form is prefilled and the e-mail locked (also after the dialog's login).
  useEffect(() => {
    if (user) setValues((current) => prefilledFrom(user, current));
  }, [user]);

  const change = <K extends keyof PurchaseValues>(
    key: K,
    value: PurchaseValues[K],
    field?: PurchaseField,
  ) => {
    setValues((current) => ({ ...current, [key]: value }));
    if (field) setErrors((current) => (current[field] ? { ...current, [field]: undefined } : current));
  };
  const changeBuyer = (patch: Partial<BuyerIdentityValues>) => {
    for (const [key, value] of Object.entries(patch) as Array<[BuyerIdentityField, string]>)
      change(key, value, key);
    if (patch.telephone !== undefined && errors.email === MESSAGES.emailOrPhone)
      setErrors((current) => ({ ...current, email: undefined }));
  };
  const onContactMethod = useCallback((value: ContactType | null) => {
    setValues((current) => ({ ...current, contactMethod: value }));
    setErrors((current) => ({ ...current, contactMethod: undefined }));
  }, []);

  const showErrors = (found: PurchaseErrors) => {
    setErrors(found);
    const first = PURCHASE_FIELD_ORDER.find((field) => found[field]);
    if (first) focusField(first, found);
  };

  const send = async (continueWithout: boolean) => {
    const current: PurchaseValues = {
      ...values,
      register: values.register && !loggedIn,
      username,
      usernameStatus,
    };
    const found = validatePurchase(current);
    if (Object.values(found).some(Boolean)) {
      showErrors(found);
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      const { data } = await api.call('qrCode', {
        body: looseBody('qrCode', purchaseBody(current, continueWithout)),
      });
      rememberOrderKey(data.orderid, data.orderKey);
      rememberAddress(current.address);
      setOrder({
        orderid: data.orderid,
        orderKey: data.orderKey,
        amountCents: data.amountCents,
        type: 'qrcode',
        register: Boolean(data.register),
      });
    } catch (error) {
      const refusal = refusalOf(error, values.email.trim());
      if (refusal.errors) showErrors(refusal.errors);
      if (refusal.prompt) setPrompt(refusal.prompt);
    } finally {
      setBusy(false);
    }
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    if (values.register && !loggedIn && usernameStatus === 'suggesting') {
      waitForUsername();
      return;
    }
    void send(false);
  };

  return {
    form,
    values,
    errors,
    setErrors,
    change,
    changeBuyer,
    onContactMethod,
    username,
    usernameStatus,
    loggedIn,
    /** The button's wait: the order on its way, or a submit waiting for the username. */
    loading: busy || waitingForUsername,
    prompt,
    setPrompt,
    order,
    send,
    submit,
  };
}
