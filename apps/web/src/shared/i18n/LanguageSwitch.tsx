import { languageNames } from '@wheelend/domain';
import { useLingui } from '@lingui/react';
import { useAddressParam } from '../addressParam';
import { setLanguage, switchLanguages } from './i18n';
import { useT } from './useT';
import s from './LanguageSwitch.module.css';

/** The three languages, each named in itself; a choice re-renders the screen in place. An address that
 * names its language (`?lang=es`) is changed to the choice, which would otherwise lose to it on a reload. */
export function LanguageSwitch({ className }: { className?: string }) {
  const t = useT();
  const { i18n } = useLingui();
  const [params, setParam] = useAddressParam();
  const choose = (l: (typeof switchLanguages)[number]) => {
    void setLanguage(l);
    if (params.has('lang')) setParam('lang', l);
  };
  return (
    <div role="group" aria-label={t('common.language')} className={`${s.switch} ${className ?? ''}`}>
      {switchLanguages.map((l) => (
        <button
          key={l}
          type="button"
          lang={l}
          className={s.option}
          aria-pressed={i18n.locale === l}
          onClick={() => choose(l)}
        >
          {languageNames[l]}
        </button>
      ))}
    </div>
  );
}
