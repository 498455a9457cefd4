import { useT } from '../../shared/i18n';
import { StepBar } from '../../shared/ui/StepBar';
import { HelpContent } from './HelpContent';
import s from './Info.module.css';

export default function Help() {
  const t = useT();
  return (
    <section className={s.page}>
      <StepBar />
      <h1>{t('info.help.title')}</h1>
      <HelpContent />
    </section>
  );
}
