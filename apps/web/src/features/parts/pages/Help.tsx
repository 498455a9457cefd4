import { Link } from 'react-router';
import { partsTexts } from '@wheelend/domain';
import { brand } from '../../../shared/config';
import { AssemblyNumberHelp } from '../../../shared/ui/AssemblyNumberHelp';
import s from '../../../shared/ui/Page.module.css';

export default function Help() {
  return (
    <AssemblyNumberHelp title={partsTexts.helpTitle}>
      <li>
        <Link className={s.choice} to="/parts/help/detail">
          Which number is the assembly number?
        </Link>
      </li>
      <li>
        <a className={s.choice} href={brand.links.contact} target="_blank" rel="noreferrer">
          Contact customer service
        </a>
      </li>
    </AssemblyNumberHelp>
  );
}
