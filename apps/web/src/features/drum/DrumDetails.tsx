import { catalogWord } from '@wheelend/domain';
import type { DrumDetail } from '@wheelend/domain/contract';
import { dimensionRows, SpecsTable } from '../../shared/finder/SpecsTable';
import c from '../../shared/finder/PartCard.module.css';
import { textOf, useT } from '../../shared/i18n';
import p from '../../shared/ui/Page.module.css';

/** A drum's specifications, notes and interchanges on its details page. */
export function DrumDetails({ drum: d }: { drum: DrumDetail }) {
  const t = useT();
  const word = (v: string | null | undefined) => textOf(t, catalogWord(v));
  const yesNo = (v: boolean | null | undefined) => (v == null ? '' : t(v ? 'drum.yes' : 'drum.no'));
  const weight = (v: number | null) => (v == null ? '—' : t('drum.weight', { weight: v }));
  return (
    <>
      <SpecsTable
        rows={[
          { label: t('drum.details.status'), value: word(d.Status) },
          { label: t('drum.details.brakeType'), value: word(d.BrakeType) },
          { label: t('drum.details.drumType'), value: word(d.BrakeDrumType) },
          ...dimensionRows([
            [t('drum.details.brakeDiameter'), d.BrakeSizeDiameterInch],
            [t('drum.details.shoeWidth'), d.BrakeSizeWidthInch],
            [t('drum.details.pilotDiameter'), d.PilotDiameterInch],
            [t('drum.details.depth'), d.DepthInch],
            [t('drum.details.surfaceWidth'), d.DrumSurfaceWidthInch],
            [t('drum.details.thickness'), d.ThicknessInch],
            [t('drum.details.boltCircle'), d.BoltCircleDiameterInch],
            [t('drum.details.boltHole'), d.BoltHoleDiameterInch],
          ]),
          { label: t('drum.details.studHoles'), value: d.WheelStudHoleCount ?? '—' },
          { label: t('drum.details.weight'), value: weight(d.WeightPound) },
          { label: t('drum.details.bsn'), value: yesNo(d.IsBsnCompatible) },
        ]}
      />
      {d.Notes.length > 0 && (
        <>
          <h3 className={p.subtitle}>{t('drum.details.notes')}</h3>
          <ul className={c.notes}>
            {d.Notes.map((n) => (
              <li key={n}>{n}</li>
            ))}
          </ul>
        </>
      )}
      {d.Interchanges.length > 0 && (
        <>
          <h3 className={p.subtitle} id="drum-interchanges">
            {t('drum.details.interchanges')}
          </h3>
          {/* Scrolls sideways on a phone: a focusable region, so the keyboard can scroll it too. */}
          <div className={c.scroll} role="region" aria-labelledby="drum-interchanges" tabIndex={0}>
            <table className={c.table}>
              <thead>
                <tr>
                  <th scope="col">{t('drum.details.drum')}</th>
                  <th scope="col">{t('drum.details.type')}</th>
                  <th scope="col">{t('drum.details.bsn')}</th>
                  <th scope="col">{t('drum.details.weight')}</th>
                  <th scope="col">{t('drum.details.bestMatch')}</th>
                </tr>
              </thead>
              <tbody>
                {d.Interchanges.map((i) => (
                  <tr key={i.BrakeDrumNumber}>
                    <td className={c.nowrap}>{i.BrakeDrumNumber}</td>
                    <td>{word(i.Type)}</td>
                    <td>{yesNo(i.IsBsnCompatible)}</td>
                    <td>{weight(i.WeightPound)}</td>
                    <td>{i.IsBestMatch ? t('drum.details.bestMatch') : ''}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}
    </>
  );
}
