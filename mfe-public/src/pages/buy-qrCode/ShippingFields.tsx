// The purchase form's optional other shipping address: the switch, then the recipient and the address.
import { AddressPicker, Checkbox, TextField, type AddressValue } from '@ricordo/shared-design';
import { BUY_TEXTS } from './buy-texts';
import { FIELD_IDS } from './buy-field-ids';
import type { PurchaseErrors, PurchaseValues } from './purchase-rules';

type ShippingValues = Pick<
  PurchaseValues,
  'shipping' | 'shippingName' | 'shippingSurname' | 'shippingAddress'
>;

export interface ShippingFieldsProps {
  values: ShippingValues;
  errors: PurchaseErrors;
  onShipping: (shipping: boolean) => void;
  onName: (value: string) => void;
  onSurname: (value: string) => void;
  onAddress: (value: AddressValue) => void;
}

export function ShippingFields({
  values,
  errors,
  onShipping,
  onName,
  onSurname,
  onAddress,
}: ShippingFieldsProps) {
  return (
    <>
      <Checkbox
        label={BUY_TEXTS.differentShipping}
        role="switch"
        checked={values.shipping}
        onChange={(event) => onShipping(event.target.checked)}
      />
      {values.shipping && (
        <div className="pub-notifications">
          <TextField
            id={FIELD_IDS.shippingName}
            label={BUY_TEXTS.shippingName}
            autoComplete="shipping given-name"
            required
            value={values.shippingName}
            error={errors.shippingName}
            onChange={(event) => onName(event.target.value)}
          />
          <TextField
            id={FIELD_IDS.shippingSurname}
            label={BUY_TEXTS.shippingSurname}
            autoComplete="shipping family-name"
            required
            value={values.shippingSurname}
            error={errors.shippingSurname}
            onChange={(event) => onSurname(event.target.value)}
          />
          <AddressPicker
            id={FIELD_IDS.shippingAddress}
            legend={BUY_TEXTS.shippingAddress}
            showNationality={false}
            value={values.shippingAddress}
            errors={
              errors.shippingAddressFields ??
              (errors.shippingAddress ? { address: errors.shippingAddress } : undefined)
            }
            onChange={onAddress}
          />
        </div>
      )}
    </>
  );
}
