import { Link } from 'react-router';
import { brand } from '../../../shared/config';
import { AssemblyNumberHelp } from '../../../shared/ui/AssemblyNumberHelp';
import s from '../../../shared/ui/Page.module.css';

export default function FindAssembly() {
  return (
    <AssemblyNumberHelp title="Find your hub assembly number">
      <li>
        <a className={s.choice} href={brand.links.contact} target="_blank" rel="noreferrer">
          Contact {brand.name} Customer Service
        </a>
      </li>
      <li>
        <Link className={s.choice} to="/hub/truck-type">
          Proceed without a number
        </Link>
      </li>
    </AssemblyNumberHelp>
  );
}
