import { Link } from 'react-router';
import { brand } from '../../../shared/config';
import { AssemblyNumberHelp } from '../../../shared/ui/AssemblyNumberHelp';
import { NewTabLink } from '../../../shared/ui/NewTabLink';
import { useT } from '../../../shared/i18n';
import s from '../../../shared/ui/Page.module.css';

export default function FindAssembly() {
  const t = useT();
  return (
    <AssemblyNumberHelp title={t('hub.find.title')}>
      <li>
        <NewTabLink className={s.choice} href={brand.links.contact}>
          {t('hub.find.contact', { brand: brand.name })}
        </NewTabLink>
      </li>
      <li>
        <Link className={s.choice} to="/hub/truck-type">
          {t('hub.find.without')}
        </Link>
      </li>
    </AssemblyNumberHelp>
  );
}
