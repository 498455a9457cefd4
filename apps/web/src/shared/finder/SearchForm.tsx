import { Button } from '../ui/Button';
import { NumberCombo, type ComboProps } from './NumberCombo';
import s from './Search.module.css';
import { useT } from '../i18n/useT';

/** A number autocomplete with its Continue button; Enter in the box or the button continues. */
export function SearchForm<T>({ onContinue, ...combo }: ComboProps<T> & { onContinue: () => void }) {
  const t = useT();
  return (
    <form
      className={s.search}
      onSubmit={(e) => {
        e.preventDefault();
        onContinue();
      }}
    >
      <NumberCombo<T> {...combo} />
      <Button type="submit" className={s.continue}>
        {t('common.finder.continue')}
      </Button>
    </form>
  );
}

/** A suggestion line: the number in bold, then what it is. */
export function SuggestionText({ number, meta }: { number: string; meta?: string }) {
  return (
    <>
      <span className={s.num}>{number}</span>
      {meta && <span className={s.meta}>{meta}</span>}
    </>
  );
}
