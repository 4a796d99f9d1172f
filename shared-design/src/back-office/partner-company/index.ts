export { CompanyDataForm } from './CompanyDataForm';
export type { CompanyDataFormProps } from './CompanyDataForm';
export { COMPANY_TEXTS } from './company-data';
export type { PartnerCompany } from './company-data';
