import { Link } from 'react-router';
import { partsTexts } from '@wheelend/domain';
import { brand } from '../../../shared/config';
import { AssemblyNumberHelp } from '../../../shared/ui/AssemblyNumberHelp';
import { NewTabLink } from '../../../shared/ui/NewTabLink';
import { useT } from '../../../shared/i18n';
import s from '../../../shared/ui/Page.module.css';

export default function Help() {
  const t = useT();
  return (
    <AssemblyNumberHelp title={t(partsTexts.helpTitle)}>
      <li>
        <Link className={s.choice} to="/parts/help/detail">
          {t('parts.help.which')}
        </Link>
      </li>
      <li>
        <NewTabLink className={s.choice} href={brand.links.contact}>
          {t('parts.help.contact')}
        </NewTabLink>
      </li>
    </AssemblyNumberHelp>
  );
}
