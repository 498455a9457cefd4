import { messages } from '@wheelend/domain/hubDisplay';
import { brand } from '../config';
import s from '../ui/Page.module.css';

/** 'No results were found.' with the spec's call-customer-service text. */
export function NoResultsMessage() {
  return (
    <>
      <h1 className={s.title}>{messages.noResultsTitle}</h1>
      <p className={s.panel}>{messages.noResults(brand.phone)}</p>
    </>
  );
}
