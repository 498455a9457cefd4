/** The request fields most routes share; their one definition is the contract's. */
export { keyParam, MAX_TEXT, noQuery, partText, valueId } from '@wheelend/domain/contract';
