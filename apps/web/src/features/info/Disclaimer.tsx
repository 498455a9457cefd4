import { brand } from '../../shared/config';
import { StepBar } from '../../shared/ui/StepBar';
import s from './Info.module.css';
import { Icon } from '../../shared/ui/Icon';

export function DisclaimerText() {
  return (
    <>
      <div className={s.warning} role="note">
        <Icon className={s.warningIcon} name="warning" size={24} />
        <p>
          <strong>Wheel hubs are safety critical.</strong> Verify every answer this app gives before you order or
          install a part.
        </p>
      </div>
      <div className={s.panel}>
        <p>
          This app is not all-inclusive. It helps you identify {brand.name} hub assemblies, brake drums, brake rotors,
          studs and hub components, and their interchanges with other makers' parts, from the information available to
          us. It does not list every part, application or vehicle configuration.
        </p>
        <p>
          Because wheel hubs and the parts around them are safety critical, the results must be verified against the
          part itself, the vehicle and axle documentation and the {brand.name} service literature before a part is
          ordered or installed. Installation must follow the published procedures.
        </p>
        <p>
          Some parts cannot be identified here. For those, the app sends you to {brand.name} Customer Service
          {brand.phone ? (
            <>
              , at <a href={`tel:${brand.phone.replace(/[^\d+]/g, '')}`}>{brand.phone}</a>,
            </>
          ) : null}{' '}
          who will help you find the right part.
        </p>
        <p>
          Use of this app means acceptance of the <a href={brand.links.terms}>terms and conditions</a> and the{' '}
          <a href={brand.links.disclaimer}>wheel end disclaimer</a>.
        </p>
      </div>
    </>
  );
}

export default function Disclaimer() {
  return (
    <section className={s.page}>
      <StepBar />
      <h1>Disclaimer</h1>
      <DisclaimerText />
    </section>
  );
}
