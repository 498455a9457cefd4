import type { DrumDetail } from '@wheelend/domain/contract';
import { yesNo } from '@wheelend/domain';
import { dimensionRows, SpecsTable } from '../../shared/finder/SpecsTable';
import c from '../../shared/finder/PartCard.module.css';
import p from '../../shared/ui/Page.module.css';

/** A drum's specifications, notes and interchanges on its details page. */
export function DrumDetails({ drum: d }: { drum: DrumDetail }) {
  return (
    <>
      <SpecsTable
        rows={[
          { label: 'Status', value: d.Status },
          { label: 'Brake type', value: d.BrakeType },
          { label: 'Drum type', value: d.BrakeDrumType },
          ...dimensionRows([
            ['Brake diameter', d.BrakeSizeDiameterInch],
            ['Shoe width', d.BrakeSizeWidthInch],
            ['Pilot diameter', d.PilotDiameterInch],
            ['Depth', d.DepthInch],
            ['Drum surface width', d.DrumSurfaceWidthInch],
            ['Thickness', d.ThicknessInch],
            ['Bolt circle diameter', d.BoltCircleDiameterInch],
            ['Bolt hole diameter', d.BoltHoleDiameterInch],
          ]),
          { label: 'Stud holes', value: d.WheelStudHoleCount ?? '—' },
          { label: 'Weight', value: d.WeightPound == null ? '—' : `${d.WeightPound} lb` },
          { label: 'BSN compatible', value: yesNo(d.IsBsnCompatible) },
        ]}
      />
      {d.Notes.length > 0 && (
        <>
          <h3 className={p.subtitle}>Notes</h3>
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
            Interchanges
          </h3>
          {/* Scrolls sideways on a phone: a focusable region, so the keyboard can scroll it too. */}
          <div className={c.scroll} role="region" aria-labelledby="drum-interchanges" tabIndex={0}>
            <table className={c.table}>
              <thead>
                <tr>
                  <th scope="col">Drum</th>
                  <th scope="col">Type</th>
                  <th scope="col">BSN compatible</th>
                  <th scope="col">Weight</th>
                  <th scope="col">Best match</th>
                </tr>
              </thead>
              <tbody>
                {d.Interchanges.map((i) => (
                  <tr key={i.BrakeDrumNumber}>
                    <td>{i.BrakeDrumNumber}</td>
                    <td>{i.Type}</td>
                    <td>{yesNo(i.IsBsnCompatible)}</td>
                    <td>{i.WeightPound == null ? '—' : `${i.WeightPound} lb`}</td>
                    <td>{i.IsBestMatch ? 'Best match' : ''}</td>
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
