// The buyer's address on the purchase form: the picker's own sub-field errors, or the server's one error for
// the address put on the street line (in Italy) or on the complete foreign address.
import { AddressPicker, ITALY_NATION_ID, type AddressValue } from '@ricordo/shared-design';
import { BUY_TEXTS } from './buy-texts';
import { FIELD_IDS } from './buy-field-ids';
import type { PurchaseErrors } from './purchase-rules';

export interface BuyerAddressFieldProps {
  value: AddressValue;
  errors: PurchaseErrors;
  onChange: (value: AddressValue) => void;
}

export function BuyerAddressField({ value, errors, onChange }: BuyerAddressFieldProps) {
  return (
    <AddressPicker
      id={FIELD_IDS.address}
      legend={BUY_TEXTS.address}
      value={value}
      errors={
        errors.addressFields ??
        (errors.address
          ? {
              [value.nationID === ITALY_NATION_ID ? 'address' : 'completeAddress']: errors.address,
            }
          : undefined)
      }
      onChange={onChange}
    />
  );
}
