import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { dimensionText } from '@wheelend/domain/finder/units';
import { retry } from '../../../shared/api';
import { PartDetails } from '../../../shared/finder/PartDetails';
import { SpecsTable } from '../../../shared/finder/SpecsTable';
import { rotorApi } from '../api';
import { ROTOR_ROOT } from '../paths';
import { RotorNext, RotorNotes } from '../RotorCard';

export default function Details() {
  const { id = '' } = useParams();
  const query = useQuery({ retry, queryKey: ['finder', 'rotor', 'details', id], queryFn: () => rotorApi.details(id) });
  return (
    <PartDetails query={query} number={(r) => r.BrakeRotorNumber} back={`${ROTOR_ROOT}/filter`}>
      {(r) => (
        <>
          <RotorNotes rotor={r} />
          <SpecsTable
            rows={[
              { label: 'Status', value: r.Status },
              { label: 'Rotor type', value: r.BrakeRotorType },
              { label: 'Replacement kit', value: r.BrakeRotorKitNumber ?? '—' },
              { label: 'Overall length', value: dimensionText(r.OverallLength) },
              { label: 'Brake surface outside diameter', value: dimensionText(r.BrakeSurfaceOutsideDiameter) },
              { label: 'Thickness', value: dimensionText(r.Thickness) },
              { label: 'Pilot diameter', value: dimensionText(r.PilotDiameter) },
              { label: 'Bolt circle', value: dimensionText(r.BoltCircle) },
              { label: 'Bolt size', value: r.BoltSize ?? '—' },
              { label: 'Bolt holes', value: r.BoltHoleNumber ?? '—' },
              { label: 'Casting number', value: r.CastingNumber ?? '—' },
            ]}
          />
          <RotorNext rotor={r} />
        </>
      )}
    </PartDetails>
  );
}
