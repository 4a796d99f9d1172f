// Data and form hooks of the panel sections.
export { useApiData, type ApiData } from './use-api-data';
export { useFocusFirstError } from './focus-first-error';
