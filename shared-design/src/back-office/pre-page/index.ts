export { PrePageLink, PRE_PAGE_UNAVAILABLE } from './PrePageLink';
export type { PrePageLinkProps } from './PrePageLink';
