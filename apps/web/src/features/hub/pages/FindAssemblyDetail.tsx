import { ButtonLink } from '../../../shared/ui/Button';
import s from '../../../shared/ui/Page.module.css';

const marks = [
  ['Casting number', 'Cast into the hub body between the wheel studs, raised characters of 6 or 8 digits.'],
  ['Machining number', 'Stamped on the machined flange face after machining; it identifies the machined hub.'],
  [
    'Final assembly number',
    'The 6 or 8 digit number of the complete hub assembly (for example 10031065), on a label or stamped on the outer barrel. This is the number to search with.',
  ],
  ['Julian date', 'The build date: year and day of the year (for example 24-123 is day 123 of 2024).'],
  ['VIN', 'The vehicle identification number on the door frame helps the dealer look up the original hub.'],
];

export default function FindAssemblyDetail() {
  return (
    <section className={s.page}>
      <h1 className={s.title}>Where to find the numbers on your hub</h1>
      <dl className={s.panel}>
        {marks.map(([term, text]) => (
          <div key={term}>
            <dt>
              <strong>{term}</strong>
            </dt>
            <dd style={{ margin: '0 0 0.75rem' }}>{text}</dd>
          </div>
        ))}
      </dl>
      <div className={s.actions}>
        <ButtonLink to="/hub/search">Search by assembly number</ButtonLink>
        <ButtonLink variant="secondary" to="/hub/truck-type">
          Answer questions instead
        </ButtonLink>
      </div>
    </section>
  );
}
