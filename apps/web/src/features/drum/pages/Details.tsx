import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { dimensionText } from '@wheelend/domain/finder/units';
import { yesNo } from '@wheelend/domain/hubDisplay';
import { retry } from '../../../shared/api';
import { PartDetails } from '../../../shared/finder/PartDetails';
import { SpecsTable } from '../../../shared/finder/SpecsTable';
import { drumApi } from '../api';
import { DRUM_ROOT } from '../paths';
import c from '../../../shared/finder/PartCard.module.css';
import p from '../../../shared/ui/Page.module.css';

export default function Details() {
  const { id = '' } = useParams();
  const query = useQuery({ retry, queryKey: ['finder', 'drum', 'details', id], queryFn: () => drumApi.details(id) });
  return (
    <PartDetails query={query} number={(d) => d.BrakeDrumNumber} back={`${DRUM_ROOT}/filter`}>
      {(d) => (
        <>
          <SpecsTable
            rows={[
              { label: 'Status', value: d.Status },
              { label: 'Brake type', value: d.BrakeType },
              { label: 'Drum type', value: d.BrakeDrumType },
              { label: 'Brake diameter', value: dimensionText(d.BrakeSizeDiameterInch) },
              { label: 'Shoe width', value: dimensionText(d.BrakeSizeWidthInch) },
              { label: 'Pilot diameter', value: dimensionText(d.PilotDiameterInch) },
              { label: 'Depth', value: dimensionText(d.DepthInch) },
              { label: 'Drum surface width', value: dimensionText(d.DrumSurfaceWidthInch) },
              { label: 'Thickness', value: dimensionText(d.ThicknessInch) },
              { label: 'Bolt circle diameter', value: dimensionText(d.BoltCircleDiameterInch) },
              { label: 'Bolt hole diameter', value: dimensionText(d.BoltHoleDiameterInch) },
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
              <h3 className={p.subtitle}>Interchanges</h3>
              <div className={c.scroll}>
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
      )}
    </PartDetails>
  );
}
