import { Link } from 'react-router';
import { message, partsTexts } from '@wheelend/domain';
import { useT } from '../../../shared/i18n';
import { brand } from '../../../shared/config';
import s from '../../../shared/ui/Page.module.css';

const documents = [
  { href: brand.links.bearingXref, label: message('parts.choose.bearingXref') },
  { href: brand.links.sealXref, label: message('parts.choose.sealXref') },
  { href: brand.links.spindleNutXref, label: message('parts.choose.spindleNutXref') },
];

export default function ChoosePath() {
  const t = useT();
  return (
    <section className={s.page}>
      <h1 className={s.title}>{t(partsTexts.choosePath)}</h1>
      <ul className={s.choices}>
        <li>
          <Link className={s.choice} to="/parts/search">
            <span className={s.choiceText}>
              <span>{t('parts.choose.components')}</span>
              <span className={s.choiceSub}>{t('parts.choose.componentsSub')}</span>
            </span>
          </Link>
        </li>
        {documents.map((d) => (
          <li key={d.label.id}>
            <a className={s.choice} href={d.href} target="_blank" rel="noreferrer">
              <span className={s.choiceText}>
                <span>{t(d.label)}</span>
                <span className={s.choiceSub}>{t('parts.choose.document')}</span>
              </span>
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
