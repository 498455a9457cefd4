import { Link, useLocation } from 'react-router';
import type { RotorSummary } from '@wheelend/domain/contract';
import {
  catalogWord,
  isDiscontinued,
  isSplined,
  kitAxleLabel,
  kitNote,
  rotorTexts,
  rotorTypeLabel,
  uSectionNote,
} from '@wheelend/domain';
import { brand } from '../../shared/config';
import { ButtonLink } from '../../shared/ui/Button';
import { PartImage } from '../../shared/finder/PartImage';
import c from '../../shared/finder/PartCard.module.css';
import { textOf, useT } from '../../shared/i18n';
import p from '../../shared/ui/Page.module.css';

/** What a rotor's notes say: the kit's axle label and replacement note, the aluminum-hub note. */
export function RotorNotes({ rotor }: { rotor: RotorSummary }) {
  const t = useT();
  const notes = [
    kitAxleLabel(rotor.BrakeRotorKitNumber),
    kitNote(rotor.BrakeRotorKitNumber),
    uSectionNote(rotor.BrakeRotorNumber, rotor.BrakeRotorType),
  ]
    .filter((n) => n !== undefined)
    .map((n) => t(n));
  return notes.map((n) => (
    <p key={n} className={p.note}>
      {n}
    </p>
  ));
}

/** Bendix Splined rotors are not offered: the spec's message, with the way to a complete assembly. */
export function SplinedNote() {
  const t = useT();
  return (
    <>
      <p className={p.panel}>{t(rotorTexts.splined(brand.product))}</p>
      <div className={p.actions}>
        <ButtonLink to="/hub/choose-path">{t(rotorTexts.startHubSearch)}</ButtonLink>
      </div>
    </>
  );
}

/** The Splined message, the discontinued rotor's message, or the way on to a complete hub/rotor assembly. */
export function RotorNext({ rotor }: { rotor: RotorSummary }) {
  const t = useT();
  if (isSplined(rotor.BrakeRotorType)) return <SplinedNote />;
  if (rotor.Discontinued || isDiscontinued(rotor.BrakeRotorNumber))
    return (
      <div className={p.note} role="status">
        <p>{t(rotorTexts.discontinued(rotor.BrakeRotorNumber))}</p>
        <p>{t(rotorTexts.newAssembly)}</p>
        <a className={p.tap} href={brand.links.contact}>
          {t('rotor.contact')}
        </a>
      </div>
    );
  return (
    <ButtonLink to="/hub/truck-type" variant="secondary">
      {t(rotorTexts.searchHub)}
    </ButtonLink>
  );
}

/** A rotor as a result: drawing, number, type, kit with its parts, notes, details link. */
export function RotorCard({ rotor, detailsPath }: { rotor: RotorSummary; detailsPath: string }) {
  const here = useLocation();
  const t = useT();
  const number = rotor.BrakeRotorNumber;
  const main = rotor.Images.find((i) => i.ImageTypeId === 1) ?? rotor.Images[0];
  return (
    <article className={c.card} aria-label={t('rotor.card.label', { number })}>
      <PartImage guid={main?.ImageGuid} alt={t('rotor.card.alt', { number })} className={c.image} />
      <div className={c.body}>
        <h2 className={c.number}>{rotor.BrakeRotorNumber}</h2>
        <p className={c.meta}>
          {t('rotor.card.meta', {
            type: textOf(t, rotorTypeLabel(rotor.BrakeRotorType)),
            status: textOf(t, catalogWord(rotor.Status)),
          })}
        </p>
        {rotor.BrakeRotorKitNumber && (
          <p className={c.meta}>{t('rotor.card.kit', { kit: rotor.BrakeRotorKitNumber })}</p>
        )}
        <RotorNotes rotor={rotor} />
        {rotor.Components.length > 0 && (
          <table className={c.table}>
            <caption className={c.meta}>{t('rotor.card.contains')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('rotor.card.part')}</th>
                <th scope="col">{t('rotor.card.description')}</th>
                <th scope="col" className={c.nowrap}>
                  {t('rotor.card.quantity')}
                </th>
              </tr>
            </thead>
            <tbody>
              {rotor.Components.map((k) => (
                <tr key={k.PartNumber}>
                  <td className={c.nowrap}>{k.PartNumber}</td>
                  <td>{k.Description}</td>
                  <td className={c.nowrap}>{k.Quantity}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
        <Link className={`${c.details} ${p.tap}`} to={detailsPath} state={{ from: here.pathname + here.search }}>
          {t('common.finder.details')}
        </Link>
        <RotorNext rotor={rotor} />
      </div>
    </article>
  );
}
