import { StepBar } from '../../shared/ui/StepBar';
import { HelpContent } from './HelpContent';
import s from './Info.module.css';

export default function Help() {
  return (
    <section className={s.page}>
      <StepBar />
      <h1>Help</h1>
      <HelpContent />
    </section>
  );
}
