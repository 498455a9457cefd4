import { languageNames } from '@wheelend/domain';
import { useLingui } from '@lingui/react';
import { setLanguage, switchLanguages } from './i18n';
import { useT } from './useT';
import s from './LanguageSwitch.module.css';

/** The three languages, each named in itself; a choice re-renders the screen in place. */
export function LanguageSwitch({ className }: { className?: string }) {
  const t = useT();
  const { i18n } = useLingui();
  return (
    <div role="group" aria-label={t('common.language')} className={`${s.switch} ${className ?? ''}`}>
      {switchLanguages.map((l) => (
        <button
          key={l}
          type="button"
          lang={l}
          className={s.option}
          aria-pressed={i18n.locale === l}
          onClick={() => void setLanguage(l)}
        >
          {languageNames[l]}
        </button>
      ))}
    </div>
  );
}
