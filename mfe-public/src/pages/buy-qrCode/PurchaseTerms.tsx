// The purchase form's two agreements (spec public §5 "Purchase": purchase terms and sales terms both
// required).
import { TermsCheckbox } from '../../common/forms/TermsCheckbox';
import { TEXTS } from '../../common/texts';
import { BUY_TEXTS } from './buy-texts';
import { FIELD_IDS } from './buy-field-ids';
import type { PurchaseErrors } from './purchase-rules';

export interface PurchaseTermsProps {
  terms: boolean;
  buyTerms: boolean;
  errors: PurchaseErrors;
  onTerms: (terms: boolean) => void;
  onBuyTerms: (buyTerms: boolean) => void;
}

export function PurchaseTerms({ terms, buyTerms, errors, onTerms, onBuyTerms }: PurchaseTermsProps) {
  return (
    <>
      <TermsCheckbox
        id={FIELD_IDS.terms}
        checked={terms}
        error={errors.terms}
        onChange={onTerms}
        before={TEXTS.termsBefore}
        to="/terms"
        linkText={TEXTS.termsLink}
      />
      <TermsCheckbox
        id={FIELD_IDS.buyTerms}
        checked={buyTerms}
        error={errors.buyTerms}
        onChange={onBuyTerms}
        before={TEXTS.termsBefore}
        to="/buy-terms"
        linkText={BUY_TEXTS.buyTermsLink}
      />
    </>
  );
}
