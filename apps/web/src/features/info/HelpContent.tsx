import { Link } from 'react-router';
import { brand } from '../../shared/config';
import s from './Info.module.css';

/** The help shared by /help and /mobile-help. */
export function HelpContent() {
  const tel = brand.phone.replace(/[^\d+]/g, '');
  return (
    <>
      <p className={s.lead}>
        Find the right {brand.name} part from a part number, by answering a few questions about the vehicle, or from a
        casting number.
      </p>
      <div className={s.sections}>
        <section className={s.section} aria-labelledby="help-number">
          <h2 id="help-number">I have a part number</h2>
          <p>
            On the <Link to="/hub">start page</Link>, type a {brand.product} or competitor part number into the search
            box and choose it from the list. Dashes, spaces and dots do not matter: <strong>10-031-065</strong> and{' '}
            <strong>10031065</strong> find the same part.
          </p>
        </section>
        <section className={s.section} aria-labelledby="help-questions">
          <h2 id="help-questions">I do not know the number</h2>
          <p>
            Choose <strong>Hubs</strong>, then <strong>No, proceed without it</strong>. Answer the questions about the
            truck or trailer, its brakes and its axle. The step bar shows how far you are; <strong>Back</strong> returns
            to the previous question and <strong>Home</strong> starts again.
          </p>
        </section>
        <section className={s.section} aria-labelledby="help-casting">
          <h2 id="help-casting">Reading the numbers on a hub</h2>
          <ul>
            <li>The casting number is cast into the hub body.</li>
            <li>The machining and final assembly numbers are stamped or on a label.</li>
            <li>The Julian date and the vehicle VIN help Customer Service confirm the part.</li>
          </ul>
          <p>
            <Link to="/hub/find-assembly-detail">Where to find these numbers</Link>
          </p>
        </section>
        <section className={s.section} aria-labelledby="help-more">
          <h2 id="help-more">Compare, calculate, share</h2>
          <p>
            Compare two hub assemblies side by side, work out the cost of replacing or rebuilding a hub with the{' '}
            <Link to="/replace/choose-calculator">calculators</Link>, and email a result to a colleague or customer.
          </p>
        </section>
        <section className={s.section} aria-labelledby="help-notifications">
          <h2 id="help-notifications">Notifications</h2>
          <p>
            A dot on the menu button means there are unread <Link to="/notification">notifications</Link>: product news,
            safety notices and app updates.
          </p>
        </section>
        <section className={s.section} aria-labelledby="help-contact">
          <h2 id="help-contact">Still stuck?</h2>
          <p>
            Call {brand.name} Customer Service at <a href={`tel:${tel}`}>{brand.phone}</a> or use the{' '}
            <a href={brand.links.contact}>contact page</a>. Service procedures are in the{' '}
            <a href={brand.links.literature}>service literature</a>.
          </p>
        </section>
      </div>
    </>
  );
}
