import { brand } from '../../shared/config';
import { ButtonLink } from '../../shared/ui/Button';
import { StepBar } from '../../shared/ui/StepBar';
import s from './Info.module.css';

export default function About() {
  return (
    <section className={s.page}>
      <StepBar />
      <h1>About</h1>
      <div className={s.panel}>
        <p>
          The {brand.name} Parts Finder helps distributors, fleets and service shops identify hub assemblies, brake
          drums, brake rotors, wheel and axle studs, rebuild kits, spindle nuts, seals and bearings, from a{' '}
          {brand.product} or competitor part number, a casting number, or a few questions about the vehicle.
        </p>
        <p>No sign-in is needed. Results can be compared, emailed, and priced with the cost calculators.</p>
      </div>
      <div className={s.actions}>
        <ButtonLink to="/hub">Find a part</ButtonLink>
        <ButtonLink to="/help" variant="secondary">
          How it works
        </ButtonLink>
      </div>
      <p>
        More about {brand.name} on <a href={brand.links.website}>the main website</a>.
      </p>
    </section>
  );
}
