// The /partner form's media (spec public §3 "Partner company", §5 "Partner"): the logo, up to 50 images and
// one video of at most 200 MB; all optional (without any, the visitor confirms first).
import { FilePicker, PARTNER_MAX_IMAGES, PARTNER_MAX_VIDEO_BYTES } from '@ricordo/shared-design';
import type { PartnerValues } from './partner-rules';
import { PARTNER_TEXTS as T } from './partner-texts';
import type { ChangePartner } from './usePartnerRequest';

export interface PartnerMediaFieldsProps {
  values: PartnerValues;
  change: ChangePartner;
}

export function PartnerMediaFields({ values, change }: PartnerMediaFieldsProps) {
  return (
    <fieldset>
      <legend>{T.media}</legend>
      <FilePicker
        id="partner-logo"
        label={T.logo}
        kind="photo"
        value={values.logo}
        onChange={(logo) => change({ logo }, [])}
      />
      <FilePicker
        id="partner-images"
        label={T.images}
        kind="photo"
        multiple
        max={PARTNER_MAX_IMAGES}
        maxMessage={T.maxImages}
        value={values.images}
        onChange={(images) => change({ images }, [])}
      />
      <FilePicker
        id="partner-video"
        label={T.video}
        kind="video"
        maxBytes={PARTNER_MAX_VIDEO_BYTES}
        value={values.video}
        onChange={(video) => change({ video }, [])}
      />
    </fieldset>
  );
}
