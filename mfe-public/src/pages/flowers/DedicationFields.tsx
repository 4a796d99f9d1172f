// The dedication part of the order form: text, signature, the photo or video, and for 'fiori-reali' the
// flowers with their prices and the delivery notes (spec public §3 "Order form fields", §9).
import {
  FilePicker,
  RadioGroup,
  TextArea,
  TextField,
  formatPrice,
  type DedicationType,
} from '@ricordo/shared-design';
import { DEDIC_MAX, type DedicationErrors, type DedicationFormValues } from './flowers-rules';
import { FIELD_IDS } from './field-ids';
import { FLOWER_PRODUCTS, FLOWERS_TEXTS, type FlowerKey } from './flowers-texts';

export interface DedicationFieldsProps {
  type: DedicationType;
  values: DedicationFormValues;
  errors: DedicationErrors;
  flowerPrices: Record<FlowerKey, number | null>;
  onChange: (patch: Partial<DedicationFormValues>) => void;
  disabled?: boolean;
}

export function DedicationFields({
  type,
  values,
  errors,
  flowerPrices,
  onChange,
  disabled,
}: DedicationFieldsProps) {
  const fileKind = type === 'dedica-foto' ? 'photo' : type === 'dedica-video' ? 'video' : null;
  return (
    <>
      <TextArea
        id={FIELD_IDS.dedic}
        label={FLOWERS_TEXTS.dedicText}
        name="dedic"
        maxLength={DEDIC_MAX}
        rows={4}
        hint={FLOWERS_TEXTS.dedicHint}
        value={values.dedic}
        error={errors.dedic}
        disabled={disabled}
        onChange={(event) => onChange({ dedic: event.target.value })}
      />
      <RadioGroup
        legend={FLOWERS_TEXTS.signLegend}
        name="dedic-sign-choice"
        value={values.signWithName ? 'name' : 'anonymous'}
        options={[
          { value: 'anonymous', label: FLOWERS_TEXTS.signAnonymous, disabled },
          { value: 'name', label: FLOWERS_TEXTS.signWithName, disabled },
        ]}
        onChange={(choice) => {
          const signWithName = choice === 'name';
          const suggested = `${values.name} ${values.surname}`.trim();
          onChange({
            signWithName,
            signature: signWithName && !values.signature ? suggested : values.signature,
          });
        }}
      />
      {values.signWithName && (
        <TextField
          id={FIELD_IDS.signature}
          label={FLOWERS_TEXTS.signature}
          name="dedic-sign"
          required
          maxLength={100}
          value={values.signature}
          error={errors.signature}
          disabled={disabled}
          onChange={(event) => onChange({ signature: event.target.value })}
        />
      )}
      {fileKind && (
        <FilePicker
          id={FIELD_IDS.file}
          kind={fileKind}
          label={fileKind === 'photo' ? FLOWERS_TEXTS.photo : FLOWERS_TEXTS.video}
          hint={`${FLOWERS_TEXTS.fileHint} ${fileKind === 'photo' ? FLOWERS_TEXTS.photoFormats : FLOWERS_TEXTS.videoFormats}`}
          required
          value={values.files}
          error={errors.file}
          disabled={disabled}
          onChange={(files) => onChange({ files })}
        />
      )}
      {type === 'fiori-reali' && (
        <>
          <RadioGroup
            id={FIELD_IDS.flowers}
            legend={FLOWERS_TEXTS.flowersLegend}
            name="flowers"
            required
            value={values.flowers}
            error={errors.flowers}
            options={FLOWER_PRODUCTS.map((product) => ({
              value: product.key,
              label: `${product.name} — ${formatPrice(flowerPrices[product.key])}`,
              disabled: disabled || !flowerPrices[product.key],
            }))}
            onChange={(flowers) => onChange({ flowers: flowers as FlowerKey })}
          />
          <TextArea
            id={FIELD_IDS.deliveryNotes}
            label={FLOWERS_TEXTS.deliveryNotes}
            name="delivery-notes"
            rows={3}
            maxLength={1000}
            hint={FLOWERS_TEXTS.deliveryNotesHint}
            value={values.deliveryNotes}
            error={errors.deliveryNotes}
            disabled={disabled}
            onChange={(event) => onChange({ deliveryNotes: event.target.value })}
          />
        </>
      )}
    </>
  );
}
